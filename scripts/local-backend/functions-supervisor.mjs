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
    void process.exited.then(async ({ code, signal }) => {
      if (stopping || process !== current) return;
      restarts += 1;
      // Why it died: a crash's message is the last thing the server wrote.
      const lastWords = process.log().trim().split('\n').slice(-12).join('\n');
      console.error(`functions-supervisor: the functions server exited (${signal ?? `code ${code}`}); restarting it${lastWords ? `\n${lastWords}` : ''}`);
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
