import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOnePerTaskQueue } from './one-per-task';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createOnePerTaskQueue', () => {
  it('runs nothing in the task that queues, then one job per task in the order queued', () => {
    const ran: string[] = [];
    const inOwnTask = createOnePerTaskQueue();
    inOwnTask(() => ran.push('a'));
    inOwnTask(() => ran.push('b'));
    inOwnTask(() => ran.push('c'));
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a', 'b']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('takes jobs queued while it runs, and after it has emptied', () => {
    const ran: string[] = [];
    const inOwnTask = createOnePerTaskQueue();
    inOwnTask(() => {
      ran.push('a');
      inOwnTask(() => ran.push('from a'));
    });
    vi.runAllTimers();
    expect(ran).toEqual(['a', 'from a']);
    inOwnTask(() => ran.push('later'));
    vi.runAllTimers();
    expect(ran).toEqual(['a', 'from a', 'later']);
  });

  it('goes on to the next job when one throws', () => {
    const ran: string[] = [];
    const inOwnTask = createOnePerTaskQueue();
    inOwnTask(() => {
      throw new Error('broken island');
    });
    inOwnTask(() => ran.push('next'));
    expect(() => vi.advanceTimersToNextTimer()).toThrow('broken island');
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['next']);
  });
});
