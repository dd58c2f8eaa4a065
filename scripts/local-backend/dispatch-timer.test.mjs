import { createServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startDispatchTimer } from './dispatch-timer.mjs';

let server;
let timer;
afterEach(async () => {
  await timer?.stop();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
});

/** A stand-in functions server: answers with `status` after `delayMs`, counting calls and overlaps. */
async function fakeFunctions({ status = 200, delayMs = 0 } = {}) {
  const seen = { calls: 0, busy: 0, overlaps: 0, secrets: [] };
  server = createServer((req, res) => {
    seen.calls += 1;
    seen.busy += 1;
    if (seen.busy > 1) seen.overlaps += 1;
    seen.secrets.push(`${req.method} ${req.url} ${req.headers['x-dispatch-secret']}`);
    setTimeout(() => {
      seen.busy -= 1;
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ claimed: 0, delivered: 0 }));
    }, delayMs);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: server.address().port, seen };
}

describe('the dispatcher timer', () => {
  it('POSTs the dispatcher with the secret on its period, one run at a time', async () => {
    const { port, seen } = await fakeFunctions({ delayMs: 80 });
    timer = startDispatchTimer({ functionsPort: () => port, secret: 's3cret', everyMs: 20 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(seen.calls).toBeGreaterThanOrEqual(2);
    expect(seen.overlaps).toBe(0);
    expect(new Set(seen.secrets)).toEqual(new Set(['POST /functions/v1/lead-dispatcher s3cret']));
  });

  it('runs only when asked with a period of 0, and says once that the dispatcher is missing', async () => {
    const { port, seen } = await fakeFunctions({ status: 404 });
    const lines = [];
    timer = startDispatchTimer({ functionsPort: () => port, secret: 's', everyMs: 0, log: (line) => lines.push(line) });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen.calls).toBe(0);
    expect(await timer.runNow()).toBeUndefined();
    expect(await timer.runNow()).toBeUndefined();
    expect([seen.calls, lines.length]).toEqual([2, 1]);
  });
});
