/**
 * The page's one search worker (search-worker.ts). The search launcher starts it on every page once the
 * page is idle, so that it is running before the visitor's tap: started at the tap, it began ~110 ms later
 * on a phone's CPU, as starting a worker waits for a turn of the page's main thread, busy with the tap.
 * Until the index is asked for, the worker holds search's code only (~9 kB compressed, which the service
 * worker's precache downloads on a first visit anyway); the index downloads at the first sign of searching.
 */
import indexUrl from 'virtual:site-search-index';

let worker: Worker | undefined;
let indexAsked: true | undefined;

/** Starts the worker, if it has not started; it waits for the index to be asked for. */
export function startSearchWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module' });
    // Its script could not load (offline before a first visit, a page left open across a release): the next ask starts another.
    worker.onerror = () => (worker = indexAsked = undefined);
  }
  return worker;
}

/** The worker, downloading the index (asked once; after a failed download, each query asks again). */
export function searchWorker(): Worker {
  const started = startSearchWorker();
  if (!indexAsked) {
    indexAsked = true;
    started.postMessage(indexUrl);
  }
  return started;
}
