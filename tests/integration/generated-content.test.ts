import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

describe('backend content kept in one place', () => {
  it('supabase/seed.sql and catalogue-context.ts match src/content (regenerated in memory)', async () => {
    const result = await new Promise<{ code: number; output: string }>((resolve) => {
      execFile(process.execPath, ['scripts/generate-backend-content.mjs', '--check'], { timeout: 60_000 }, (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` });
      });
    });
    expect(result.output).toContain('Backend content is up to date.');
    expect(result.code).toBe(0);
  });

  it("pins the functions' npm: imports to the versions in package.json, which the local Deno resolves from node_modules", () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Record<string, Record<string, string>>;
    const declared = { ...manifest.dependencies, ...manifest.devDependencies };
    const files = [...sourceFiles('supabase/functions'), 'scripts/local-backend/functions-server.ts'];
    const specifiers = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/['"]npm:((?:@[^/'"]+\/)?[^@'"]+)@([^'"/]+)/g)]);
    expect(specifiers.length).toBeGreaterThan(0);
    for (const [, name, version] of specifiers) expect(declared[name], `npm:${name}@${version}`).toBe(version);
  });
});
