/** The update prompt's logic: show when a new worker waits, switch only when the visitor asks, then reload. */

/** hidden: nothing to show; waiting: a new version is ready; reloading: the visitor chose Reload. */
export type UpdateState = 'hidden' | 'waiting' | 'reloading';

/** The events of workbox-window's Workbox the flow listens to (also fakeable in tests). */
export interface UpdateSource {
  addEventListener(type: 'waiting' | 'controlling', listener: (event: { isUpdate?: boolean }) => void): void;
  messageSkipWaiting(): void;
}

/** A small external store for React's useSyncExternalStore, plus the two things a visitor can do. */
export interface UpdateFlow {
  getState(): UpdateState;
  subscribe(listener: () => void): () => void;
  /** Asks the waiting worker to take over; the page reloads once it controls the page. */
  accept(): void;
  /** Hides the banner until another new version arrives. */
  dismiss(): void;
}

/** Wires the flow to `source`; `reload` is window.location.reload in the page. */
export function createUpdateFlow(source: UpdateSource, reload: () => void): UpdateFlow {
  let state: UpdateState = 'hidden';
  let accepted = false;
  // Set when another tab already switched this page's worker: Reload then only has to reload.
  let switchedElsewhere = false;
  const listeners = new Set<() => void>();
  const set = (next: UpdateState) => {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };

  source.addEventListener('waiting', () => {
    if (!accepted) set('waiting');
  });
  source.addEventListener('controlling', (event) => {
    if (accepted) {
      reload();
      return;
    }
    // The first worker taking control (clients.claim) is not an update; nothing to tell.
    if (event.isUpdate) {
      switchedElsewhere = true;
      set('waiting');
    }
  });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    accept() {
      if (accepted) return;
      accepted = true;
      set('reloading');
      if (switchedElsewhere) reload();
      else source.messageSkipWaiting();
    },
    dismiss() {
      if (!accepted) set('hidden');
    },
  };
}
