/** Tables and headings of the Markdown content as assistive technology reads them: every table captioned, run-in labels made headings. */
import { expect, test } from '@playwright/test';
import { pageHtml, sitemapPaths } from './dist-files';

const EEAT = '/insights/e-e-a-t-evolution-building-authority-in-the-generative-ai-era';

test('every table on the site has a caption naming it, none the same on one page', () => {
  const pagesWithTables = sitemapPaths().filter((path) => pageHtml(path).includes('<table'));
  expect(pagesWithTables.length).toBeGreaterThanOrEqual(20);
  for (const path of pagesWithTables) {
    const html = pageHtml(path);
    const tables = html.match(/<table\b/g)!.length;
    const captions = [...html.matchAll(/<table>\s*<caption\b[^>]*>([^<]+)<\/caption>/g)].map((m) => m[1].trim());
    expect(captions, path).toHaveLength(tables);
    expect(new Set(captions).size, `${path}: captions tell its tables apart`).toBe(tables);
  }
});

test('an article table is found by its caption; the E-E-A-T phases list their activities under headings', async ({ page }) => {
  await page.goto(EEAT);
  // The caption is the heading the table sits under, which already shows it on screen.
  await expect(page.getByRole('table', { name: 'Experience signals checklist', exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Results after twelve months', exact: true })).toBeVisible();

  const phases = page.getByRole('heading', { level: 3, name: /^Phase \d:/ });
  await expect(phases).toHaveCount(3);
  const activities = page.getByRole('heading', { level: 4, name: 'Activities', exact: true });
  await expect(activities).toHaveCount(3);
  for (let i = 0; i < 3; i += 1) {
    // Each under its own phase, with the phase's numbered list right after it.
    const headingBefore = await activities.nth(i).evaluate((heading) => {
      let node = heading.previousElementSibling;
      while (node && !/^H[1-6]$/.test(node.tagName)) node = node.previousElementSibling;
      return node?.textContent;
    });
    expect(headingBefore).toBe(await phases.nth(i).textContent());
    expect(await activities.nth(i).evaluate((heading) => heading.nextElementSibling?.tagName)).toBe('OL');
  }
  await expect(page.locator('article p > strong', { hasText: /^Activities:?$/ })).toHaveCount(0);
});
