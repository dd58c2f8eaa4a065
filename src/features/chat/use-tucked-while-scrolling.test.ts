import { describe, expect, it } from 'vitest';
import { nextTucked } from './use-tucked-while-scrolling';

const VIEWPORT = 844;
const PAGE = 5000;

describe('nextTucked: the launcher on a phone', () => {
  it('tucks away on a scroll down and comes back on a scroll up', () => {
    expect(nextTucked(false, 300, 400, VIEWPORT, PAGE)).toBe(true);
    expect(nextTucked(true, 400, 380, VIEWPORT, PAGE)).toBe(false);
  });

  it('ignores steps smaller than scrolling noise', () => {
    expect(nextTucked(true, 400, 395, VIEWPORT, PAGE)).toBe(true);
    expect(nextTucked(false, 400, 405, VIEWPORT, PAGE)).toBe(false);
  });

  it('is shown at the top of the page and at its end, where the footer leaves room for it', () => {
    expect(nextTucked(true, 100, 10, VIEWPORT, PAGE)).toBe(false);
    expect(nextTucked(true, PAGE - VIEWPORT - 200, PAGE - VIEWPORT, VIEWPORT, PAGE)).toBe(false);
  });
});
