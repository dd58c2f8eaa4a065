import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startLocalBackend } from '../../scripts/local-backend/backend.mjs';

// Alive means running: a zombie (exited, not yet reaped) counts as gone.
function isRunning(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return condition();
}

interface StartedScript {
  child: ChildProcess;
  output: () => string;
  url: string;
  anonKey: string;
  pids: number[];
  dataDir: string;
}

async function startScript(): Promise<StartedScript> {
  const child = spawn(process.execPath, ['scripts/local-backend/start.mjs'], {
    env: { ...process.env, LOCAL_BACKEND_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const ready = await waitUntil(() => output.includes('Press Ctrl-C to stop'), 90_000);
  if (!ready) {
    child.kill('SIGKILL');
    throw new Error(`start.mjs did not become ready:\n${output}`);
  }
  const [, postmaster, deno] = /Processes: postgres (\d+), deno (\d+)/.exec(output)!;
  const cmdline = readFileSync(`/proc/${postmaster}/cmdline`, 'utf8').split('\0');
  return {
    child,
    output: () => output,
    url: /^VITE_SUPABASE_URL=(\S+)$/m.exec(output)![1],
    anonKey: /^VITE_SUPABASE_ANON_KEY=(\S+)$/m.exec(output)![1],
    pids: [Number(postmaster), Number(deno)],
    dataDir: cmdline[cmdline.indexOf('-D') + 1],
  };
}

describe('local backend lifecycle', () => {
  it('stop() ends Postgres and Deno and removes the temp directory', async () => {
    const backend = await startLocalBackend({ port: 0 });
    const pids = Object.values(backend.pids).filter((pid): pid is number => pid !== undefined);
    expect(pids.every(isRunning)).toBe(true);
    expect(existsSync(backend.dataDir)).toBe(true);
    await backend.stop();
    expect(await waitUntil(() => !pids.some(isRunning), 10_000)).toBe(true);
    expect(existsSync(backend.dataDir)).toBe(false);
    await expect(fetch(`${backend.url}/health`)).rejects.toThrow();
  });

  it('npm run backend prints the VITE_ lines, serves the site and stops everything on Ctrl-C', async () => {
    const started = await startScript();
    expect(started.output()).toContain('anon key:');
    const res = await fetch(`${started.url}/rest/v1/service_pages?select=slug&limit=1`, {
      headers: { apikey: started.anonKey, Authorization: `Bearer ${started.anonKey}` },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ slug: 'seo-ppc-superpowers' }]);

    const exited = new Promise<number | null>((resolve) => started.child.once('exit', (code) => resolve(code)));
    started.child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(started.output()).toContain('Stopped.');
    expect(started.pids.some(isRunning)).toBe(false);
    expect(existsSync(started.dataDir)).toBe(false);
  });

  it('leaves no process or directory behind even when its parent is killed outright', async () => {
    const started = await startScript();
    started.child.kill('SIGKILL');
    expect(await waitUntil(() => !started.pids.some(isRunning), 20_000)).toBe(true);
    expect(await waitUntil(() => !existsSync(started.dataDir), 5_000)).toBe(true);
  });
});
