/**
 * A page carries every rule of the built stylesheets it can use inline and links none
 * (scripts/page-css-rules.mjs): a rule left out would leave an element unstyled for good, nothing comes
 * later to supply it. Judged without the build's own choice of rules: every rule whose classes are all
 * on the page's elements must be in its inline CSS, on every prerendered page as built and on live pages
 * in the states a visitor opens (a menu, the chat, a form's errors: what script renders or sets).
 */
import { expect, test, type Page } from '@playwright/test';
import postcss from 'postcss';
// @ts-expect-error: a plain ES module of the build scripts
import { classNamesIn, classesNamedBy } from '../../scripts/page-css-rules.mjs';
// @ts-expect-error: a plain ES module of the build scripts, shared with `npm run bench`
import { pageStyles } from '../../scripts/size-budget.mjs';
import { builtStylesheets, pageHtml, readDistFile } from './dist-files';
import { allPages } from './spec-routes';

const LAUNCHER = 'Chat with our AI assistant';

function selectorsOf(css: string): Set<string> {
  const selectors = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return;
    rule.selectors.forEach((selector) => selectors.add(selector));
  });
  return selectors;
}

const builtSheets = builtStylesheets();
const builtSelectors = selectorsOf(builtSheets.map(readDistFile).join(''));

/** The selectors of the built sheets that `classes` call for and `path`'s inline CSS lacks. */
function missingFrom(path: string, classes: Set<string>): string[] {
  const inline = selectorsOf((pageStyles(pageHtml(path)) as { inline: string }).inline);
  return [...builtSelectors].filter((selector) => {
    const needed = classesNamedBy(selector) as string[];
    return needed.length > 0 && needed.every((name) => classes.has(name)) && !inline.has(selector);
  });
}

/** The rules the live page's elements need now and its inline CSS lacks; and the stylesheets it links. */
async function missingRules(page: Page, path: string) {
  const { classes, linked } = await page.evaluate(() => ({
    classes: [...document.querySelectorAll('[class]')].flatMap((element) => (element.getAttribute('class') ?? '').split(/\s+/)).filter(Boolean),
    linked: [...document.querySelectorAll('link[rel~="stylesheet"]')].map((link) => link.getAttribute('href')),
  }));
  return { missing: missingFrom(path, new Set(classes)), linked };
}

test('every prerendered page holds, inline, each rule its elements use, and links no stylesheet', () => {
  expect(builtSheets.length).toBeGreaterThan(0);
  expect(builtSelectors.size).toBeGreaterThan(500);
  const problems: string[] = [];
  for (const path of allPages) {
    const html = pageHtml(path);
    for (const sheet of (pageStyles(html) as { linked: { href: string }[] }).linked) problems.push(`${path} links ${sheet.href}`);
    problems.push(...missingFrom(path, classNamesIn(html) as Set<string>).map((selector) => `${path} lacks ${selector}`));
  }
  expect(problems).toEqual([]);
});

async function openChat(page: Page) {
  // By keyboard: on a phone the launcher waits tucked away until it is focused.
  await page.getByRole('button', { name: LAUNCHER }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Ascend AI Assistant' })).toBeVisible();
}

test('at 1280 px, /contact with the Services menu open, the form showing its errors and the chat open has every rule it uses', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/contact');
  await page.locator('html[data-hydrated]').waitFor();
  expect(await missingRules(page, '/contact')).toEqual({ missing: [], linked: [] });

  const menu = page.getByRole('button', { name: 'Services menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  // The chevron turns with a class only the open state has: its rule came with the page.
  await expect.poll(() => menu.locator('svg').evaluate((icon) => getComputedStyle(icon).rotate)).toBe('180deg');
  await page.keyboard.press('Escape');

  const form = page.getByRole('form', { name: 'Tell us about your goals' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('alert').first()).toBeVisible();
  await openChat(page);
  expect(await missingRules(page, '/contact')).toEqual({ missing: [], linked: [] });
});

test('at 390 px, an article with the chat and then the mobile menu open has every rule it uses', async ({ page }) => {
  const path = '/insights/the-ai-authority-imperative-gartners-50-traffic-decline-prediction';
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor();
  await openChat(page);
  expect(await missingRules(page, path)).toEqual({ missing: [], linked: [] });
  await page.getByRole('button', { name: 'Close chat' }).click();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  expect(await missingRules(page, path)).toEqual({ missing: [], linked: [] });
});
