/**
 * The boundary lint proves itself: every probe in tests/lint/probes is linted with the project's
 * ESLint config, through ESLint's Node API, as the file its first line names. A probe marked
 * `// fails: <rule> <words>` must be reported by that rule with those words in the message (so a
 * rule that stops resolving paths, or a zone that is dropped, fails here); one marked `// passes`
 * must be clean (so a rule that flags everything fails here too).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const probesDir = join(import.meta.dirname, 'probes');
// The probes are ignored by `npm run lint` (they are meant to fail); here ignore patterns are off.
const eslint = new ESLint({ cwd: root, ignore: false });

const probes = readdirSync(probesDir)
  .filter((name) => name.endsWith('.probe'))
  .map((name) => {
    const code = readFileSync(join(probesDir, name), 'utf8');
    const [asLine, expectLine] = code.split('\n');
    const filePath = /^\/\/ as: (\S+)$/.exec(asLine)?.[1];
    const fails = /^\/\/ fails: (\S+) (.+)$/.exec(expectLine);
    if (!filePath || (!fails && expectLine !== '// passes')) throw new Error(`${name}: first lines must be "// as: <path>" and "// fails: <rule> <words>" or "// passes"`);
    return { name, code, filePath, rule: fails?.[1], words: fails?.[2] };
  });

async function lint(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result.messages;
}

describe('the boundary lint', () => {
  it('has a probe that must fail for every boundary rule', () => {
    const failing = probes.filter((p) => p.rule).map((p) => p.name);
    expect(failing.length).toBeGreaterThanOrEqual(16);
  });

  it.each(probes.filter((p) => p.rule).map((p) => [p.name, p] as const))('reports %s', async (_name, probe) => {
    const messages = await lint(probe.code, probe.filePath);
    expect(messages.map((m) => `${m.ruleId}: ${m.message}`)).toEqual([expect.stringContaining(`${probe.rule}: `)]);
    expect(messages[0].message).toContain(probe.words);
  });

  it.each(probes.filter((p) => !p.rule).map((p) => [p.name, p] as const))('allows %s', async (_name, probe) => {
    expect(await lint(probe.code, probe.filePath)).toEqual([]);
  });

  it('reports an import cycle (import-x/no-cycle) between two files', async () => {
    const [a] = await eslint.lintFiles([join(probesDir, 'cycle-a.ts')]);
    expect(a.messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
  });
});
