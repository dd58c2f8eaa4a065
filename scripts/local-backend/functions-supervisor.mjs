/** Keeps the Deno functions server running: starts it again whenever it exits without being asked to. */
import { startFunctionsProcess } from './functions-process.mjs';

const RESTART_PAUSE_MS = 250;

/**
 * Starts the functions server with `options` (see startFunctionsProcess) and restarts it when it
 * dies. The port changes with each start, so callers read `port()` per request.
 */
export async function superviseFunctions(options) {
  let current = await startFunctionsProcess(options);
  let stopping = false;
  let restarts = 0;

  const watch = (process) => {
    void process.exited.then(async () => {
      if (stopping || process !== current) return;
      restarts += 1;
      console.error(`functions-supervisor: the functions server exited; restarting it`);
      while (!stopping) {
        try {
          const next = await startFunctionsProcess(options);
          if (stopping) return void (await next.stop());
          current = next;
          watch(next);
          return;
        } catch (error) {
          console.error(`functions-supervisor: restart failed: ${error.message}`);
          await new Promise((resolve) => setTimeout(resolve, RESTART_PAUSE_MS));
        }
      }
    });
  };
  watch(current);

  return {
    port: () => current.port,
    pid: () => current.pid,
    restarts: () => restarts,
    log: () => current.log(),
    async stop() {
      stopping = true;
      await current.stop();
    },
  };
}
