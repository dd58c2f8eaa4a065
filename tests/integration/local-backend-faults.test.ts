/**
 * The local backend as a faithful stand-in under faults: durable commits, supervisors
 * that restart Postgres and the functions server, /health per part, and functions that answer 503
 * at once while the database is down and serve again as soon as it is back.
 */
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalBackend, startLocalBackend } from '../../scripts/local-backend/backend.mjs';
import { callFunction } from './support/function-client';

let backend: LocalBackend;
let db: postgres.Sql;

beforeAll(async () => {
  backend = await startLocalBackend({ port: 0 });
  // A fresh connection per query: the database goes away and comes back in these tests.
  db = postgres(backend.dbUrl, { max: 1, idle_timeout: 0.1, connect_timeout: 2, backoff: () => 0, onnotice: () => {} });
});

afterAll(async () => {
  await db?.end({ timeout: 1 });
  await backend?.stop();
});

const contact = () => ({ name: 'Booth Visitor', email: 'visitor@example.com', message: 'Met you at the stand.', clientRecordId: randomUUID() });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not reached within ${timeoutMs} ms`);
    await sleep(50);
  }
}

async function health(): Promise<{ status: number; body: { status: string; parts: Record<string, { status: string; pid?: number; restarts?: number }> } }> {
  const res = await fetch(`${backend.url}/health`);
  return { status: res.status, body: await res.json() };
}

const databaseAnswers = () => db`select 1`.then(() => true);

describe('local backend under faults', () => {
  it('reports each part on /health', async () => {
    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body.status).toBe('ok');
    expect(Object.keys(body.parts).sort()).toEqual(['functions', 'gateway', 'postgres']);
    expect(body.parts.postgres).toMatchObject({ status: 'ok', pid: backend.pids.postmaster });
    expect(body.parts.functions).toMatchObject({ status: 'ok', pid: backend.pids.functions });
  });

  it('keeps every acknowledged submission across a SIGKILL of Postgres, which its supervisor restarts', async () => {
    const killed = backend.pids.postmaster!;
    const acknowledged: string[] = [];
    let sawDown = false;
    // Killed once: until the supervisor restarts it, postmaster.pid still names the dead process.
    let killSent = false;
    await Promise.all(
      Array.from({ length: 240 }, async (_, index) => {
        await sleep(index * 4);
        const body = contact();
        const answer = await callFunction(backend, 'contact-form', { body });
        if (answer.status === 200) acknowledged.push(body.clientRecordId);
        if (acknowledged.length >= 80 && !killSent) {
          killSent = true;
          process.kill(killed, 'SIGKILL');
        }
      }),
    );
    sawDown = (await health()).status === 503 || backend.pids.postmaster !== killed;
    expect(sawDown).toBe(true);
    const restarted = await until(async () => (backend.pids.postmaster !== killed && (await databaseAnswers()) ? backend.pids.postmaster : undefined), 30_000);
    expect(restarted).not.toBe(killed);
    const rows = await db<{ id: string }[]>`select client_record_id::text as id from contact_submissions where client_record_id in ${db(acknowledged)}`;
    expect(acknowledged.length).toBeGreaterThanOrEqual(80);
    expect(rows.length).toBe(acknowledged.length);
    expect((await health()).body.parts.postgres).toMatchObject({ status: 'ok', pid: restarted });
  });

  it('answers 503 with Retry-After within 2 s while the database is down, and serves within 1 s once it is back', async () => {
    const supervisor = backend.pids.postgresSupervisor!;
    // Holding the supervisor keeps the database down for as long as the test needs.
    process.kill(supervisor, 'SIGSTOP');
    try {
      process.kill(backend.pids.postmaster!, 'SIGKILL');
      await until(async () => ((await databaseAnswers()) ? undefined : true), 5_000).catch(() => true);
      for (let call = 0; call < 4; call++) {
        const started = performance.now();
        const answer = await callFunction(backend, 'contact-form', { body: contact() });
        expect(answer.status).toBe(503);
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expect(performance.now() - started).toBeLessThan(2_000);
      }
      const { status, body } = await health();
      expect(status).toBe(503);
      expect(body.parts.postgres.status).toBe('down');
      expect(body.parts.functions.status).toBe('ok');
    } finally {
      process.kill(supervisor, 'SIGCONT');
    }
    await until(async () => ((await databaseAnswers()) ? true : undefined), 30_000);
    const back = performance.now();
    await until(async () => ((await callFunction(backend, 'contact-form', { body: contact() })).status === 200 ? true : undefined), 5_000);
    expect(performance.now() - back).toBeLessThan(1_000);
  });

  it('restarts the functions server when it dies, answering 503 (never hanging) meanwhile', async () => {
    // Counted from here: an earlier test's faults are not this one's (the supervisor says why any exit happened).
    const before = (await health()).body.parts.functions.restarts!;
    const killed = backend.pids.functions;
    process.kill(killed, 'SIGKILL');
    const during = await callFunction(backend, 'contact-form', { body: contact() });
    expect([200, 503]).toContain(during.status);
    await until(async () => ((await callFunction(backend, 'contact-form', { body: contact() })).status === 200 ? true : undefined), 30_000);
    expect(backend.pids.functions).not.toBe(killed);
    const { body } = await health();
    expect(body.parts.functions).toMatchObject({ status: 'ok', pid: backend.pids.functions, restarts: before + 1 });
  });
});
