/** `npm run check:edge -- <base URL>`: passes against npm start, and names the missing header when a deploy loses one. */
import { execFile } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

function checkEdge(base: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile('npm', ['run', '--silent', 'check:edge', '--', base], { timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` });
    });
  });
}

/** A CDN that forgets one header: a proxy in front of the site that drops it from every response. */
async function proxyDropping(target: string, dropped: string) {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const forward = httpRequest({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      const headers = { ...answer.headers };
      delete headers[dropped.toLowerCase()];
      res.writeHead(answer.statusCode ?? 502, headers);
      answer.pipe(res);
    });
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test('check:edge passes against npm start', async ({ baseURL }) => {
  const { code, output } = await checkEdge(baseURL!);
  expect(output).toContain('check:edge: every check passed');
  expect(output).not.toContain('FAIL');
  expect(code).toBe(0);
});

for (const [dropped, line] of [
  ['X-Content-Type-Options', 'X-Content-Type-Options is missing (expected "nosniff")'],
  ['Content-Security-Policy', 'Content-Security-Policy is missing'],
]) {
  test(`check:edge fails with a clear line when ${dropped} is removed`, async ({ baseURL }) => {
    const proxy = await proxyDropping(baseURL!, dropped);
    try {
      const { code, output } = await checkEdge(proxy.url);
      expect(code).toBe(1);
      expect(output).toContain('FAIL  / answers 200 with the security headers and a strict CSP');
      expect(output).toContain(line);
      expect(output).toMatch(/check:edge: \d+ check\(s\) failed/);
    } finally {
      await proxy.close();
    }
  });
}
