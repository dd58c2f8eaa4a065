import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { needsBuild } from './build-freshness.mjs';

const BUILD = ['dist-server/build-stamp.json', 'dist/index.html', 'dist/_headers'];

let sources;
let build;

function write(root, file, when) {
  const path = join(root, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, '');
  utimesSync(path, when, when);
  // A folder's own time moves when an entry is added; keep it at the file's.
  utimesSync(dirname(path), when, when);
}

beforeEach(() => {
  sources = mkdtempSync(join(tmpdir(), 'freshness-src-'));
  build = mkdtempSync(join(tmpdir(), 'freshness-build-'));
  write(sources, 'src/main.tsx', 1_000);
  write(sources, 'package.json', 1_000);
  utimesSync(sources, 1_000, 1_000);
  for (const file of BUILD) write(build, file, 2_000);
});

afterEach(() => {
  rmSync(sources, { recursive: true, force: true });
  rmSync(build, { recursive: true, force: true });
});

describe('needsBuild', () => {
  it('keeps a finished build that is newer than every source', () => {
    expect(needsBuild(sources, build)).toBe(false);
  });

  it.each(BUILD)('builds when the build lacks %s', (file) => {
    rmSync(join(build, file));
    expect(needsBuild(sources, build)).toBe(true);
  });

  it('builds when a source file deep in a source folder changed after the build', () => {
    write(sources, 'src/features/contact/contact-form.tsx', 3_000);
    expect(needsBuild(sources, build)).toBe(true);
  });

  it('builds when a top-level source file changed after the build', () => {
    write(sources, '.env.local', 3_000);
    expect(needsBuild(sources, build)).toBe(true);
  });

  it('ignores files that are not sources', () => {
    write(sources, 'README.md', 3_000);
    write(sources, 'tests/e2e/new.spec.ts', 3_000);
    expect(needsBuild(sources, build)).toBe(false);
  });
});
