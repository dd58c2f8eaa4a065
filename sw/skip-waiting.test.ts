import { describe, expect, it, vi } from 'vitest';
import { isSkipWaitingMessage, listenForSkipWaiting, type SkipWaitingScope } from './skip-waiting';

function fakeScope() {
  const listeners: Array<(event: { data: unknown }) => void> = [];
  const scope: SkipWaitingScope = {
    addEventListener: (_type, listener) => listeners.push(listener),
    skipWaiting: vi.fn(async () => undefined),
  };
  return { scope, send: (data: unknown) => listeners.forEach((listener) => listener({ data })) };
}

describe('skip waiting on request', () => {
  it('activates only on the page\'s SKIP_WAITING message (what workbox-window sends)', () => {
    const { scope, send } = fakeScope();
    listenForSkipWaiting(scope);
    send('SKIP_WAITING');
    send({ type: 'OTHER' });
    send(null);
    expect(scope.skipWaiting).not.toHaveBeenCalled();
    send({ type: 'SKIP_WAITING' });
    expect(scope.skipWaiting).toHaveBeenCalledTimes(1);
  });

  it('recognises the message shape', () => {
    expect(isSkipWaitingMessage({ type: 'SKIP_WAITING' })).toBe(true);
    expect(isSkipWaitingMessage({ type: 'skip_waiting' })).toBe(false);
    expect(isSkipWaitingMessage(undefined)).toBe(false);
  });
});
