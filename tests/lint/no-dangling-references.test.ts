/**
 * Comments point only at what the repository holds. A comment that names a document or tracker outside
 * it (the design guide, the brief, an issue by number) cannot be followed by the next engineer; say what
 * is meant, or name a file of the repository (docs/product, README, docs/lead-routing.md).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const SOURCE = /\.(ts|tsx|mts|mjs|js|css|sql)$/;
// The lint probes are fixtures, not the project's code; so are this file's own examples.
const FIXTURES = /^tests\/lint\/(probes\/|no-dangling-references\.test\.ts$)/;
const OUTSIDE = /\bDESIGN\b|\bBRIEF\b|\b[Ii]ssues? #?\d+/;
// A line that is a comment, or the comment at the end of a line of code.
const COMMENT = /^\s*(\/\/|\/\*|\*|--)|\s\/\/\s/;

/** `file:line: text` for each comment line of `text` that names something outside the repository. */
function danglingReferences(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) =>
    COMMENT.test(line) && OUTSIDE.test(line.slice(line.search(COMMENT))) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
  );
}

describe('comments', () => {
  it('are caught when they name the design guide, the brief or an issue number, and not otherwise', () => {
    expect(danglingReferences('a.ts', '// as DESIGN section 3 says\nconst issue = 3;\n * issue 10: soak\n-- Issue #11\nconst url = "http://x"; // fine')).toEqual([
      'a.ts:1: // as DESIGN section 3 says',
      'a.ts:3: * issue 10: soak',
      'a.ts:4: -- Issue #11',
    ]);
  });

  it('of every source file the repository tracks name nothing outside it', () => {
    const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => SOURCE.test(file) && !FIXTURES.test(file));
    expect(files.length).toBeGreaterThan(300);
    expect(files.flatMap((file) => danglingReferences(file, readFileSync(join(root, file), 'utf8')))).toEqual([]);
  });
});
