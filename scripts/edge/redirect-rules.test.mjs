/** _redirects from the route table: the app is asked what each alias and unknown slug answers. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { describe, expect, it } from 'vitest';
import { assertOnSite, redirectRules } from './redirect-rules.mjs';
import { redirectsFileText } from './rules-files.mjs';

function fakeServer(answers, aliases = []) {
  return {
    knownRoutes: () => [{ path: '/about' }, ...aliases],
    dynamicRoutePaths: () => Object.keys(answers),
    render: async (url) => {
      const alias = aliases.find((a) => a.path === url);
      if (alias) return { status: 301, location: alias.aliasOf, html: '' };
      const pattern = Object.keys(answers).find((p) => url.startsWith(p.replace(/\/\$.*$/, '/')));
      return { html: '', ...answers[pattern] };
    },
  };
}

const files = new Set(['/404.html', '/insights/404.html', '/insights/index.html']);

describe('redirectRules', () => {
  it('turns aliases into forced 301s, unknown slugs into 404s of the section document, and app redirects into redirects', async () => {
    const server = fakeServer(
      { '/insights/$slug': { status: 404 }, '/services/$serviceSlug': { status: 302, location: '/services' }, '/team/$member': { status: 404 } },
      [{ path: '/insights/old', aliasOf: '/insights/new' }],
    );
    const rules = await redirectRules(server, {}, files);
    expect(rules.map(({ from, to, status, force }) => `${from} ${to} ${status}${force ? '!' : ''}`)).toEqual([
      '/404.html /404.html 404!',
      '/insights/404.html /insights/404.html 404!',
      '/insights/old /insights/new 301!',
      '/insights/:slug /insights/404.html 404',
      '/services/:serviceSlug /services 302',
      // No /team/404.html: the host's /404.html answers, as the app does.
    ]);

    const file = join(mkdtempSync(join(tmpdir(), 'edge-redirects-')), '_redirects');
    writeFileSync(file, redirectsFileText(rules));
    const parsed = await parseAllRedirects({ redirectsFiles: [file], minimal: false });
    expect(parsed.errors).toEqual([]);
    expect(parsed.redirects.map(({ from, to, status, force }) => ({ from, to, status, force }))).toEqual(
      rules.map(({ from, to, status, force }) => ({ from, to, status, force })),
    );
  });

  it('refuses a soft 404: a route that answers 200 for an unknown value', async () => {
    await expect(redirectRules(fakeServer({ '/research/$slug': { status: 200 } }), {}, files)).rejects.toThrow(/research\/\$slug answers 200/);
  });

  it('refuses an alias the app does not redirect', async () => {
    const server = { ...fakeServer({}), knownRoutes: () => [{ path: '/old', aliasOf: '/new' }], render: async () => ({ status: 200, html: '' }) };
    await expect(redirectRules(server, {}, files)).rejects.toThrow(/alias of \/new/);
  });

  it('refuses targets off the site', () => {
    for (const target of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'evil', '/a b']) expect(() => assertOnSite(target), target).toThrow(/not a path on this site/);
    expect(() => assertOnSite('/services')).not.toThrow();
  });
});
