/** An updated worker waits until the page asks it to take over, so a visitor is never switched mid-page. */

/** The message workbox-window's messageSkipWaiting() posts. */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

/** The part of the worker's global scope this uses. */
export interface SkipWaitingScope {
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  skipWaiting(): Promise<void>;
}

/** True for the page's { type: 'SKIP_WAITING' } message. */
export function isSkipWaitingMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING_MESSAGE;
}

/** Activates this worker when the page sends SKIP_WAITING (the visitor chose Reload). */
export function listenForSkipWaiting(scope: SkipWaitingScope): void {
  scope.addEventListener('message', (event) => {
    if (isSkipWaitingMessage(event.data)) void scope.skipWaiting();
  });
}
