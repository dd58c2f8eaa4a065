// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenReachable } from './when-reachable';

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('whenReachable', () => {
  let online = true;
  beforeEach(() => {
    vi.useFakeTimers();
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('uses the chunk once it loads', async () => {
    const use = vi.fn();
    whenReachable(() => Promise.resolve('chunk'), use);
    await settle();
    expect(use).toHaveBeenCalledWith('chunk');
  });

  it('offline, tries again when the connection comes back, and says each time it could not', async () => {
    online = false;
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('chunk');
    const use = vi.fn();
    const unreached = vi.fn();
    whenReachable(load, use, unreached);
    await settle();
    expect(unreached).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(1);
    online = true;
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(use).toHaveBeenCalledWith('chunk');
  });

  it('online but failing, tries again after 2 s, then 4 s, and never waits more than 30 s', async () => {
    const load = vi.fn().mockRejectedValue(new Error('hiccup'));
    whenReachable(load, vi.fn());
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3999);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(8000 + 16_000);
    expect(load).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(load).toHaveBeenCalledTimes(6);
  });

  it('online but failing, tries again at once when the connection is said to be back, not twice', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('hiccup')).mockResolvedValue('chunk');
    const use = vi.fn();
    whenReachable(load, use);
    await settle();
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(use).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
