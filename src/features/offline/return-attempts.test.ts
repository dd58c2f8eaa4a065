import { describe, expect, it } from 'vitest';
import { pauseBeforeReturn, withAttempt } from './use-return-when-online';

describe('automatic returns from the offline page', () => {
  it('go at once the first time, and when the last attempt is a minute old', () => {
    expect(pauseBeforeReturn(null, 1_000)).toBe(0);
    expect(pauseBeforeReturn({ at: 0, count: 5 }, 60_000)).toBe(0);
    expect(withAttempt({ at: 0, count: 5 }, 60_000)).toEqual({ at: 60_000, count: 1 });
  });

  it('wait 2 s, 4 s, 8 s, then 15 s after each return that brought the visitor back here', () => {
    let attempts = withAttempt(null, 0);
    const pauses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      pauses.push(pauseBeforeReturn(attempts, attempts.at));
      attempts = withAttempt(attempts, attempts.at + pauses[i]);
    }
    expect(pauses).toEqual([2_000, 4_000, 8_000, 15_000, 15_000]);
  });

  it('count only the time still left of a pause', () => {
    expect(pauseBeforeReturn({ at: 10_000, count: 2 }, 11_500)).toBe(2_500);
    expect(pauseBeforeReturn({ at: 10_000, count: 2 }, 14_000)).toBe(0);
  });
});
