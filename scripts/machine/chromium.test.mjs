import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findChromium, runnableChromium } from './chromium.mjs';

const dir = mkdtempSync(join(tmpdir(), 'chromium-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function script(name, body) {
  const path = join(dir, name);
  writeFileSync(path, `#!/bin/sh\n${body}\n`);
  chmodSync(path, 0o755);
  return path;
}

const PURPOSE = 'The bench runs Lighthouse in Chromium.';

describe('findChromium', () => {
  it('takes CHROMIUM_PATH alone when it is set, whatever else is installed', () => {
    const path = script('named', 'exit 0');
    expect(findChromium({ CHROMIUM_PATH: path })).toEqual({ path, source: 'CHROMIUM_PATH' });
    expect(findChromium({ CHROMIUM_PATH: path }, { prefer: 'browser' })).toEqual({ path, source: 'CHROMIUM_PATH' });
    expect(findChromium({ CHROMIUM_PATH: join(dir, 'absent') })).toBeUndefined();
  });
});

describe('runnableChromium', () => {
  it('gives the Chromium with the version it prints', () => {
    const path = script('works', 'echo "Chromium 156.0.1"');
    expect(runnableChromium(PURPOSE, { CHROMIUM_PATH: path })).toEqual({ path, source: 'CHROMIUM_PATH', version: 'Chromium 156.0.1' });
  });

  it('names a CHROMIUM_PATH that is not there, who needs Chromium and what to install', () => {
    const absent = join(dir, 'nowhere', 'chromium');
    expect(() => runnableChromium(PURPOSE, { CHROMIUM_PATH: absent })).toThrow(
      `No Chromium: CHROMIUM_PATH names ${absent}, which is not an executable file.\n${PURPOSE} Get one with \`npx playwright install chromium\`, or \`apt-get install chromium\`, or set CHROMIUM_PATH.`,
    );
  });

  it('says what a Chromium that does not start printed', () => {
    const path = script('broken', 'echo "libnss3.so: cannot open shared object file" >&2; exit 127');
    expect(() => runnableChromium(PURPOSE, { CHROMIUM_PATH: path })).toThrow(`${path} did not run (libnss3.so: cannot open shared object file)`);
  });
});
