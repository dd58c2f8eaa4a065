/** Faults the soak and the fault tests inflict on a running local backend, through its /health report and process ids. */

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fault controls for the local backend at `backendUrl`; `supervisorPid` (the Postgres supervisor) is needed only to hold Postgres down. */
export function backendFaults({ backendUrl, supervisorPid }) {
  const health = async () => {
    try {
      const res = await fetch(`${backendUrl}/health`, { signal: AbortSignal.timeout(3_000) });
      return await res.json();
    } catch (error) {
      return { status: 'unreachable', parts: {}, error: String(error) };
    }
  };

  /** Waits until every part is ok (and `accept(parts)` holds); resolves with the parts. */
  const waitHealthy = async (timeoutMs = 60_000, accept = () => true) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const report = await health();
      if (report.status === 'ok' && accept(report.parts)) return report.parts;
      if (Date.now() > deadline) throw new Error(`The local backend did not become healthy: ${JSON.stringify(report)}`);
      await sleep(100);
    }
  };

  return {
    health,
    waitHealthy,
    /** SIGKILLs the postmaster; the supervisor restarts it. Resolves with the killed pid once the kill is done (not the restart). */
    async killPostgres() {
      const { postgres } = await waitHealthy();
      process.kill(postgres.pid, 'SIGKILL');
      return postgres.pid;
    },
    /** Waits until Postgres answers again under a new pid. */
    async postgresBack(killedPid, timeoutMs = 60_000) {
      return waitHealthy(timeoutMs, (parts) => parts.postgres.pid !== killedPid);
    },
    /** Keeps Postgres down (its supervisor paused, the postmaster killed) until the returned release() is called. */
    async holdPostgresDown() {
      const { postgres } = await waitHealthy();
      process.kill(supervisorPid, 'SIGSTOP');
      process.kill(postgres.pid, 'SIGKILL');
      return async () => {
        process.kill(supervisorPid, 'SIGCONT');
        await waitHealthy(60_000, (parts) => parts.postgres.pid !== postgres.pid);
      };
    },
    /** Freezes the functions server (SIGSTOP): connections are accepted and never answered, until release(). */
    async hangFunctions() {
      const { functions } = await waitHealthy();
      process.kill(functions.pid, 'SIGSTOP');
      return async () => {
        process.kill(functions.pid, 'SIGCONT');
        await waitHealthy();
      };
    },
    /** SIGKILLs the functions server; its supervisor starts a new one. Resolves with the killed pid. */
    async killFunctions() {
      const { functions } = await waitHealthy();
      process.kill(functions.pid, 'SIGKILL');
      return functions.pid;
    },
    /** Counts of the functions' answers by status since the backend started. */
    async functionResponses() {
      const res = await fetch(`${backendUrl}/_local/stats`);
      return (await res.json()).functionResponses;
    },
  };
}
