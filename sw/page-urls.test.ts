import { describe, expect, it } from 'vitest';
import { offlinePageFor, precacheKeyFor, redirectTargetFor } from './page-urls';

const key = (path: string) => precacheKeyFor(new URL(path, 'https://site.test')).pathname;

describe('precacheKeyFor', () => {
  it('maps every prerendered path to the index.html the prerender step writes', () => {
    expect(key('/')).toBe('/index.html');
    expect(key('/about')).toBe('/about/index.html');
    expect(key('/about/')).toBe('/about/index.html');
    expect(key('/services/seo-ppc-superpowers')).toBe('/services/seo-ppc-superpowers/index.html');
    expect(key('/authority-hub/csr--trust-engineering')).toBe('/authority-hub/csr--trust-engineering/index.html');
    expect(key('/outbox')).toBe('/outbox/index.html');
  });

  it('keeps the origin and drops the query, so /offline?from=… finds the precached offline page', () => {
    expect(precacheKeyFor(new URL('https://site.test/insights//')).href).toBe('https://site.test/insights/index.html');
    expect(precacheKeyFor(new URL('https://site.test/offline?from=%2Fx')).href).toBe('https://site.test/offline/index.html');
  });
});

describe('offlinePageFor', () => {
  it('points at /offline on the same origin and carries the path that was asked for', () => {
    const target = offlinePageFor(new URL('https://site.test/case-studies/new-one?ref=mail'));
    expect(target.origin).toBe('https://site.test');
    expect(target.pathname).toBe('/offline');
    expect(target.searchParams.get('from')).toBe('/case-studies/new-one?ref=mail');
  });
});

describe('redirectTargetFor', () => {
  const redirects = [{ from: '/insights/old-address', to: '/insights/new-address', status: 301 }];
  const target = (href: string) => redirectTargetFor(new URL(href), redirects);

  it('sends a former address to its page on the same origin, with the query kept', () => {
    expect(target('https://site.test/insights/old-address')).toEqual({ location: new URL('https://site.test/insights/new-address'), status: 301 });
    expect(target('https://site.test/insights/old-address/?ref=mail')?.location.href).toBe('https://site.test/insights/new-address?ref=mail');
  });

  it('leaves every other path alone', () => {
    expect(target('https://site.test/insights/new-address')).toBeUndefined();
    expect(target('https://site.test/insights/old-address/more')).toBeUndefined();
    expect(target('https://site.test/')).toBeUndefined();
  });
});
