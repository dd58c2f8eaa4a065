/** Test helper: a stand-in for workbox-window's Workbox that fires lifecycle events on demand. */
import type { UpdateSource } from '../../src/features/pwa/update-flow';

type Listener = (event: { isUpdate?: boolean }) => void;

/** Records skip-waiting requests; `fire` dispatches 'waiting' or 'controlling' like Workbox does. */
export function fakeWorkbox() {
  const listeners = new Map<string, Listener[]>();
  const workbox = {
    skipWaitingRequests: 0,
    registerCalls: 0,
    addEventListener(type: string, listener: Listener) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    messageSkipWaiting() {
      workbox.skipWaitingRequests += 1;
    },
    register() {
      workbox.registerCalls += 1;
      return Promise.reject(new Error('registration failed'));
    },
    fire(type: 'waiting' | 'controlling', event: { isUpdate?: boolean } = {}) {
      for (const listener of listeners.get(type) ?? []) listener(event);
    },
  };
  return workbox satisfies UpdateSource;
}
