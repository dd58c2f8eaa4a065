/**
 * The short soak inside `npm test`: 150 records of all three kinds from 3 browser contexts
 * through the real pages and the service worker, the network flapping, Postgres SIGKILLed once and
 * the functions server restarted once mid-drain; nothing may be lost or stored twice. `npm run soak`
 * is the long one (1,000 records, two Postgres kills).
 */
import { expect, test } from '@playwright/test';
import { formatSoak, runSoak } from '../../scripts/soak/run-soak.mjs';
import { BACKEND_PORT, databaseUrl } from './support/backend-env';

test('150 records under flapping network, a Postgres SIGKILL and a functions restart: none lost, none duplicated, each answered within 5 s', async ({ baseURL }, testInfo) => {
  test.setTimeout(420_000);
  const result = await runSoak({
    siteUrl: baseURL!,
    backendUrl: `http://127.0.0.1:${BACKEND_PORT}`,
    dbUrl: databaseUrl(),
    n: 150,
    contexts: 3,
    postgresKills: 1,
    functionsRestarts: 1,
    seed: 150,
    log: () => undefined,
  });
  const report = formatSoak(result);
  await testInfo.attach('soak', { body: [report, ...result.events].join('\n'), contentType: 'text/plain' });
  console.log(report);
  expect(result.failures, report).toEqual([]);
  expect(result.stored, report).toBe(150);
  expect(result.outboxRecords, report).toBe(150);
  expect(result.delivered, report).toBe(150);
  expect(result.lost, report).toBe(0);
  expect(result.duplicated, report).toBe(0);
  expect(result.rows, report).toBe(150);
  // The visitor is never kept waiting: 'Sending...' gives way to an answer within 5 s, whatever the backend does.
  expect(result.busyOver5s, report).toBe(0);
  expect(result.formsMeasured, report).toBeGreaterThanOrEqual(60);
});
