import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { allPages, notFound, placeholderPages } from './spec-routes';

/** What a crawler that runs no JavaScript receives. */
async function fetchHtml(request: import('@playwright/test').APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), html: await response.text() };
}

function textOf(html: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`).exec(html);
  return match?.[1]
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();
}

test.describe('prerendered HTML without JavaScript', () => {
  for (const path of allPages) {
    test(`${path} has its H1, title and full head`, async ({ request }) => {
      const { status, html } = await fetchHtml(request, path);
      expect(status).toBe(200);
      expect(textOf(html, 'h1')).toBeTruthy();
      // Titles fit 60 characters, so the brand suffix is shortened or dropped where it does not fit.
      expect(textOf(html, 'title')?.length).toBeGreaterThan(0);
      expect(textOf(html, 'title')!.length).toBeLessThanOrEqual(60);
      for (const needle of [
        '<meta name="description"',
        '<meta name="keywords"',
        '<link rel="canonical"',
        '<meta property="og:title"',
        '<meta property="og:description"',
        '<meta property="og:image"',
        '<meta property="og:url"',
        '<meta property="og:type"',
        '<meta name="twitter:card" content="summary_large_image"',
        // The firm's handle, from its X (Twitter) profile link in the site config.
        '<meta name="twitter:site" content="@ascendauthority"',
        '<meta name="twitter:title"',
        '<meta name="twitter:description"',
        '<meta name="twitter:image"',
        '<script type="application/ld+json">',
      ]) {
        expect(html, `${path} lacks ${needle}`).toContain(needle);
      }
    });
  }

  test('the home page carries SPEC default title', async ({ request }) => {
    const { html } = await fetchHtml(request, '/');
    expect(textOf(html, 'title')).toBe('Ascend Strategy Consulting | AI-Powered Authority Building');
  });

  for (const p of placeholderPages) {
    test(`${p.path} shows SPEC's placeholder with a 404, kept out of search indexes`, async ({ request }) => {
      const { status, html } = await fetchHtml(request, p.path);
      expect(status).toBe(404);
      expect(textOf(html, 'h1')).toBe(p.title);
      expect(textOf(html, 'title')).toBe(`${p.title} | Ascend Strategy Consulting`);
      expect(textOf(html, 'main')).toContain(p.text);
      expect(html).toContain('<meta name="robots" content="noindex, follow"');
      expect(html).toContain('<meta name="twitter:site" content="@ascendauthority"');
      // One document answers every unknown slug of the section: it names no URL of its own.
      expect(html).not.toContain('<link rel="canonical"');
    });
  }

  test('an unknown path answers 404 with the not-found page', async ({ request }) => {
    const { status, html } = await fetchHtml(request, notFound.path);
    expect(status).toBe(404);
    expect(textOf(html, 'h1')).toBe(notFound.title);
    expect(textOf(html, 'main')).toContain(notFound.text);
  });

  test('an unknown service slug redirects to /services', async ({ request }) => {
    const response = await request.get('/services/not-a-real-service', { maxRedirects: 0 });
    expect([302, 307]).toContain(response.status());
    expect(response.headers().location).toMatch(/\/services$/);
  });
});

test('every prerendered page is in the service worker precache list', () => {
  const dist = join(process.env.SITE_BUILD_ROOT ?? '.', 'dist');
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  const pages = walk(dist)
    .filter((f) => f.endsWith('index.html'))
    .map((f) => relative(dist, f));
  expect(pages.length).toBeGreaterThan(50);
  // A page is precached as stored or as its gzip sibling, which the worker inflates (sw/compressed-precache.ts).
  for (const page of pages) expect(sw.includes(`"${page}"`) || sw.includes(`"${page}.gz"`), `${page} missing from precache`).toBe(true);
});
