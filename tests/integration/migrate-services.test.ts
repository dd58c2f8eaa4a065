import { execFile } from 'node:child_process';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../scripts/local-backend/backend.mjs';
import { startTestBackend } from '../setup/test-backend';
import { openDatabase } from './support/function-client';

let backend: LocalBackend;
let db: postgres.Sql;

beforeAll(async () => {
  backend = await startTestBackend();
  db = openDatabase(backend);
});

afterAll(async () => {
  await db?.end({ timeout: 1 });
  await backend?.stop();
});

interface RunResult {
  code: number;
  output: string;
}

function migrate(env: Record<string, string | undefined>): Promise<RunResult> {
  return new Promise((resolve) => {
    const childEnv = { ...process.env, SUPABASE_URL: undefined, SUPABASE_SERVICE_ROLE_KEY: undefined, ...env };
    execFile(process.execPath, ['scripts/migrate-services.mjs'], { env: childEnv, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` });
    });
  });
}

const slugsInTable = async () => (await db<{ slug: string }[]>`select slug from service_pages order by created_at`).map((row) => row.slug);

describe('scripts/migrate-services.mjs (SPEC call 8, operator only)', () => {
  it('refuses to run without the service-role key, or with the anon key', async () => {
    const missing = await migrate({ SUPABASE_URL: backend.url });
    expect(missing.code).toBe(2);
    expect(missing.output).toContain('SUPABASE_SERVICE_ROLE_KEY is not set');
    const anon = await migrate({ SUPABASE_URL: backend.url, SUPABASE_SERVICE_ROLE_KEY: backend.anonKey });
    expect(anon.code).toBe(2);
    expect(anon.output).toContain('role "anon", not service_role');
  });

  it('inserts the catalogue services that are missing, in catalogue order, and nothing twice', async () => {
    const before = await slugsInTable();
    await db`delete from service_pages where slug in ('seo-ppc-superpowers', 'competitor-monitoring', 'real-time-analytics')`;
    const run = await migrate({ SUPABASE_URL: backend.url, SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey });
    expect(run.output).toContain('3 to insert');
    expect(run.output).toContain('inserted seo-ppc-superpowers');
    expect(run.code).toBe(0);
    expect(await slugsInTable()).toEqual(before);

    const again = await migrate({ SUPABASE_URL: backend.url, SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey });
    expect(again.code).toBe(0);
    expect(again.output).toContain('0 to insert');
  });

  it('reports which slug failed and exits 1 when an insert fails', async () => {
    await db.unsafe(`
      create function public.refuse_security_compliance() returns trigger language plpgsql as $$
      begin
        if new.slug = 'security-compliance' then raise exception 'refused by test trigger'; end if;
        return new;
      end $$;
      create trigger refuse_one before insert on public.service_pages
        for each row execute function public.refuse_security_compliance();
      delete from public.service_pages where slug in ('security-compliance', 'voice-agent-verification');`);
    try {
      const run = await migrate({ SUPABASE_URL: backend.url, SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey });
      expect(run.code).toBe(1);
      expect(run.output).toContain('failed   security-compliance: refused by test trigger');
      expect(run.output).toContain('inserted voice-agent-verification');
      expect(run.output).toContain('1 insert(s) failed.');
    } finally {
      await db.unsafe('drop trigger refuse_one on public.service_pages; drop function public.refuse_security_compliance();');
    }
  });
});
