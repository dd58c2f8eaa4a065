import { expect, test } from '@playwright/test';
import { allPages } from './spec-routes';

// Every internal link on every page resolves to a real page (no backend configured).
test('every internal link on every page resolves', async ({ request }) => {
  test.setTimeout(120_000);
  const targets = new Map<string, string>();
  for (const page of allPages) {
    const html = await (await request.get(page)).text();
    for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="(\/[^"#?]*)[^"]*"/g)) {
      if (!targets.has(href)) targets.set(href, page);
    }
  }
  // Sanity: the crawl found the site (pages are linked from the navigation, sitemap, cards and articles).
  expect(targets.size).toBeGreaterThan(45);
  const broken: string[] = [];
  for (const [href, foundOn] of targets) {
    const response = await request.get(href);
    if (response.status() !== 200) broken.push(`${href} (linked from ${foundOn}): ${response.status()}`);
  }
  expect(broken).toEqual([]);
});
