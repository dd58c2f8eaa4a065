/** The site's one service-worker registration (SPEC: /sw.js once the window has loaded; failures ignored). */
import type { Workbox } from 'workbox-window';
import { createUpdateFlow, type UpdateFlow } from './update-flow';

let current: UpdateFlow | undefined;
const registrationListeners = new Set<() => void>();

/** How to make the Workbox (load-service-worker.ts, or a fake in tests) and reload the page. */
export interface RegistrationOptions {
  createWorkbox: () => Workbox;
  reload?: () => void;
}

/**
 * Registers /sw.js through workbox-window, which waits for the window's load event, and keeps
 * the update flow the UpdatePrompt shows. Does nothing without service-worker support, in the
 * dev server, or when called again.
 */
export function registerServiceWorker(options: RegistrationOptions): UpdateFlow | undefined {
  if (current !== undefined) return current;
  if (!canRegister()) return undefined;
  const workbox = options.createWorkbox();
  current = createUpdateFlow(workbox, options.reload ?? (() => window.location.reload()));
  for (const listener of registrationListeners) listener();
  workbox.register().catch(() => undefined);
  return current;
}

/** Whether this page registers a worker at all: the browser supports them and this is not the dev server. */
export function canRegister(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && !import.meta.env.DEV;
}

/** The flow of the registration made by registerServiceWorker, if any. */
export function currentUpdateFlow(): UpdateFlow | undefined {
  return current;
}

/** Calls `listener` when registerServiceWorker creates the flow (it may run after the prompt mounted). */
export function subscribeToRegistration(listener: () => void): () => void {
  registrationListeners.add(listener);
  return () => registrationListeners.delete(listener);
}
