/** A plain `vite build` stops at once and names `npm run build` instead of writing a half-built site. */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILD_PIPELINE_ENV, PLAIN_BUILD_MESSAGE } from './vite-build-guard';

const outDir = mkdtempSync(join(tmpdir(), 'vite-build-guard-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('vite build alone', () => {
  it('fails with a message naming npm run build, and writes nothing', async () => {
    const env = { ...process.env };
    delete env[BUILD_PIPELINE_ENV];
    const result = await new Promise<{ code: number | null; output: string }>((resolve) => {
      execFile(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir], { env, timeout: 60_000 }, (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, output: `${stdout}${stderr}` }),
      );
    });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain(PLAIN_BUILD_MESSAGE);
    expect(readdirSync(outDir)).toEqual([]);
  });
});
