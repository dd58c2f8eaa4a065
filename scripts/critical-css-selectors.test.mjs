import { describe, expect, it } from 'vitest';
import { unwrapWhereAndIs } from './critical-css-selectors.mjs';

describe('unwrapWhereAndIs', () => {
  it("unwraps Tailwind's space-* and divide-* selectors to the elements they name", () => {
    expect(unwrapWhereAndIs(':where(.space-y-2\\.5>:not(:last-child))')).toBe('.space-y-2\\.5>:not(:last-child)');
    expect(unwrapWhereAndIs(':where(.divide-y>:not(:last-child))')).toBe('.divide-y>:not(:last-child)');
  });

  it('unwraps nested and hover-group forms, and leaves escaped parentheses in class names alone', () => {
    expect(unwrapWhereAndIs(':is(:where(.group):hover .group-hover\\:translate-x-0\\.5)')).toBe('.group:hover .group-hover\\:translate-x-0\\.5');
    expect(unwrapWhereAndIs('.bg-\\[radial-gradient\\(ellipse\\)\\] :where(.a)')).toBe('.bg-\\[radial-gradient\\(ellipse\\)\\] .a');
  });

  it('leaves selector lists and selectors without wrappers as they are', () => {
    expect(unwrapWhereAndIs(':is(h1,h2) a')).toBe(':is(h1,h2) a');
    expect(unwrapWhereAndIs('.prose-site > *')).toBe('.prose-site > *');
    expect(unwrapWhereAndIs(':where(.a')).toBe(':where(.a');
  });
});
