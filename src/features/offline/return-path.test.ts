import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

const ORIGIN = 'https://www.ascendauthority.com';

describe('safeReturnPath', () => {
  it('keeps a path of this site, with its query and hash', () => {
    expect(safeReturnPath('/case-studies/regional-law-firm', ORIGIN)).toBe('/case-studies/regional-law-firm');
    expect(safeReturnPath('/insights?category=market-analysis#list', ORIGIN)).toBe('/insights?category=market-analysis#list');
    expect(safeReturnPath('/', ORIGIN)).toBe('/');
  });

  it('refuses anything that leaves the site or loops back to the offline page', () => {
    for (const from of [
      null,
      undefined,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example/x',
      'javascript:alert(1)',
      'about',
      '/offline',
      '/offline?from=/about',
    ]) {
      expect(safeReturnPath(from, ORIGIN), String(from)).toBeNull();
    }
  });

  it('normalises what the browser would: dot segments stay on the site', () => {
    expect(safeReturnPath('/research/../about', ORIGIN)).toBe('/about');
  });
});
