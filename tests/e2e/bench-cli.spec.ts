import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type Server } from 'node:net';
import { expect, test } from '@playwright/test';

// `npm run bench` facing bad conditions. Lighthouse, the offline sweep and search's first open are skipped: these runs
// check how the script copes, on the build under test, in a couple of seconds.
const root = process.env.SITE_BUILD_ROOT ?? process.cwd();
const results = mkdtempSync(join(tmpdir(), 'bench-cli-'));
test.afterAll(() => rmSync(results, { recursive: true, force: true }));

function bench(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/bench.mjs', '--root', root, ...args], { env: { ...process.env, BENCH_RESULTS: results, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

function occupy(): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port }));
  });
}

test('with its port taken, the bench serves the site on another one and says so', async () => {
  const { server, port } = await occupy();
  try {
    const { output } = await bench(['--port', String(port), '--skip-lighthouse', '--skip-offline', '--skip-search']);
    const moved = new RegExp(`Port ${port} is taken; serving the site on (\\d+) instead`).exec(output);
    expect(moved, output).not.toBeNull();
    expect(Number(moved![1])).not.toBe(port);
    expect(output).toContain(`Site at http://127.0.0.1:${moved![1]}`);
  } finally {
    server.close();
  }
});

test('with Chromium missing, the bench says what to install and exits non-zero before measuring', async () => {
  const { code, output } = await bench(['--skip-offline'], { CHROMIUM_PATH: '/nowhere/chromium' });
  expect(code).not.toBe(0);
  expect(output).toContain('/nowhere/chromium');
  expect(output).toContain('apt-get install chromium');
  expect(output).not.toContain('Lighthouse (');
});

test('pointed at a folder without a build, the bench names the folder it needs and exits before measuring', async () => {
  const { code, output } = await bench(['--root', join(root, 'dist'), '--skip-lighthouse', '--skip-offline', '--skip-search']);
  expect(code).toBe(2);
  expect(output).toContain(`No build under ${join(root, 'dist')}: --root takes the folder holding dist/ and dist-server/`);
  expect(output).not.toContain('Byte budget');
  expect(output).not.toContain('    at ');
});
