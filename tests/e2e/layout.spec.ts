import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { announcedExpanded } from './expanded-state';
import { holdScripts } from './hold-scripts';
import { notFound, placeholderPages } from './spec-routes';


test.describe('header', () => {
  test('is transparent at the top and turns opaque past 50 px', async ({ page }) => {
    await page.goto('/about');
    await page.locator('html[data-hydrated]').waitFor();
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-solid', 'false');
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
    await page.locator('html[data-hydrated]').waitFor();
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute('data-solid', 'false');
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header).toHaveAttribute('data-solid', 'true');
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-solid', 'false');
  });

  test('Services dropdown opens and closes by click, Escape and an outside click', async ({ page }) => {
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor();
    const toggle = page.getByRole('button', { name: 'Services menu' });
    const entries = [
      '/services/technical-seo-architecture',
      '/services/ai-content-creation',
      '/services/answer-engine-optimization',
      '/services/generative-engine-optimization',
    ];
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const href of entries) await expect(menu.locator(`a[href="${href}"]`)).toBeVisible();
    await toggle.click();
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(640, 600);
    await expect(menu).toBeHidden();

    await toggle.click();
    await menu.locator('a[href="/services/answer-engine-optimization"]').click();
    await expect(page).toHaveURL(/\/services\/answer-engine-optimization$/);
    await expect(menu).toBeHidden();
  });

  test('desktop navigation holds the primary links and Get Started', async ({ page }) => {
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor();
    const nav = page.getByRole('navigation', { name: 'Primary' });
    for (const href of ['/', '/services', '/about', '/authority-hub', '/contact']) {
      await expect(nav.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
  });
});

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('reveals every primary link and Get Started, and closes on a choice', async ({ page }) => {
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor();
    await expect(page.getByRole('navigation', { name: 'Primary' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    for (const [name, href] of [
      ['Home', '/'],
      ['Services', '/services'],
      ['About', '/about'],
      ['Authority Hub', '/authority-hub'],
      ['Contact', '/contact'],
      ['Get Started', '/contact'],
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
    await expect.poll(() => announcedExpanded(page, 'Open menu')).toBe(false);
  });

  test('opens before the scripts have arrived, stays open as the page hydrates, then closes on the button and on Escape', async ({ page }) => {
    // Trade-show Wi-Fi: the page is on screen long before its scripts.
    const releaseScripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('href', '/about');
    // The browser states the popover's button expanded by itself, before any script could.
    await expect.poll(() => announcedExpanded(page, 'Open menu')).toBe(true);
    // Over the home page's dark hero the header turns solid white with the menu, as it does once hydrated.
    await expect(page.locator('header').first()).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);

    releaseScripts();
    await page.locator('html[data-hydrated]').waitFor();
    await expect(menu).toBeVisible();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect.poll(() => announcedExpanded(page, 'Close menu')).toBe(true);
    await expect(page.locator('header').first()).toHaveAttribute('data-solid', 'true');
    await close.click();
    await expect(menu).toBeHidden();
    const open = page.getByRole('button', { name: 'Open menu' });
    await expect.poll(() => announcedExpanded(page, 'Open menu')).toBe(false);

    await open.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Services', exact: true }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
  });
});

test.describe('footer', () => {
  test('shows contact details, link columns, social links, legal links and the current year', async ({ page }) => {
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor();
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'hello@ascendauthority.com' })).toHaveAttribute('href', 'mailto:hello@ascendauthority.com');
    await expect(footer.getByRole('link', { name: '+1 (212) 555-0147' })).toHaveAttribute('href', 'tel:+12125550147');
    await expect(footer).toContainText('1250 Broadway, 36th Floor, New York, NY 10001');
    for (const column of ['Core Services', 'Marketing Services', 'Technology Solutions', 'Strategic Services']) {
      await expect(footer.getByRole('heading', { name: column })).toBeVisible();
    }
    for (const social of ['LinkedIn', 'Twitter', 'Facebook', 'Instagram', 'YouTube']) {
      const link = footer.getByRole('link', { name: `${social} (opens in a new tab)` });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const external = footer.locator('a[href^="https://developers.google.com"]');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Ascend Strategy Consulting`);
    for (const [name, href] of [
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Sitemap', '/sitemap'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await footer.getByRole('link', { name: 'Ascend Strategy Consulting, home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('placeholders and 404', () => {
  for (const p of placeholderPages) {
    test(`${p.path} shows "${p.title}" with a 404`, async ({ page }) => {
      const response = await page.goto(p.path);
      expect(response?.status()).toBe(404);
      await page.locator('html[data-hydrated]').waitFor();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.title);
      await expect(page.getByText(p.text, { exact: true })).toBeVisible();
    });
  }

  test('an unknown path shows the 404 page with a way back', async ({ page }) => {
    const response = await page.goto(notFound.path);
    await page.locator('html[data-hydrated]').waitFor();
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.title);
    await expect(page.getByText(notFound.text, { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lead Generation That AI Engines Trust');
  });
});

test('the page scrolls to the top on navigation and back restores the position', async ({ page }) => {
  await page.goto('/sitemap');
  await page.locator('html[data-hydrated]').waitFor();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.locator('main a[href="/privacy"]').click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/sitemap$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
});

/** WCAG contrast ratio of two CSS colours (rgb/rgba, alpha composited on `under`). */
function contrast(fg: number[], bg: number[]): number {
  const lum = ([r, g, b]: number[]) => {
    const f = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const [hi, lo] = [lum(fg), lum(bg)].sort((a, b) => b - a);
  return (hi + 0.05) / (lo + 0.05);
}

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${width} px the header's words are readable on what lies under them, on every kind of page`, async ({ page }) => {
    test.setTimeout(90_000);
    for (const path of [
      '/',
      '/services',
      '/services/seo-ppc-superpowers',
      '/insights/zero-click-searches-the-new-reality-of-information-discovery',
      '/contact',
      '/outbox',
      '/offline',
      '/search?q=zero+click',
      '/sitemap',
      '/insights/an-article-not-written-yet',
      '/no-such-page',
    ]) {
      await page.setViewportSize({ width, height });
      await page.goto(path);
      await page.locator('html[data-hydrated]').waitFor();
      const header = page.locator('header').first();
      await expect(header, path).toHaveAttribute('data-solid', 'false');
      // The colour of the header's text against what is painted under the middle of its bar: its own white,
      // or the page's first surface under a transparent header.
      const [colour, under, searchColour] = await header.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const below = document.elementsFromPoint(box.width / 2, box.top + box.height / 2).filter((node) => !el.contains(node));
        const painted = [el, ...below].find((node) => getComputedStyle(node).backgroundColor !== 'rgba(0, 0, 0, 0)');
        return [
          getComputedStyle(el.querySelector('a[href="/"] span')!).color,
          painted ? getComputedStyle(painted).backgroundColor : 'rgb(255, 255, 255)',
          getComputedStyle(el.querySelector('button[aria-keyshortcuts]')!).color,
        ];
      });
      const rgb = (c: string) => {
        const [r, g, b, a = 1] = c.match(/[\d.]+/g)!.map(Number);
        return [r, g, b].map((v) => v * a + 255 * (1 - a));
      };
      expect(contrast(rgb(colour), rgb(under)), `${path}: ${colour} on ${under}`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(rgb(searchColour), rgb(under)), `${path}: the search button's ${searchColour} on ${under}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  test(`at ${width} px a link opens the next page with its own title, back returns, and the keyboard starts at the page's top`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/sitemap');
    await page.locator('html[data-hydrated]').waitFor();
    await page.locator('main a[href="/about"]').first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('We Build the Authority That AI Engines Cite');
    expect(await page.title()).toMatch(/About/);

    await page.goBack();
    await expect(heading).toHaveText('Sitemap');
    expect(await page.title()).toMatch(/Sitemap/);
    expect(await axeViolations(page)).toEqual([]);
    await page.goForward();
    await expect(heading).toHaveText('We Build the Authority That AI Engines Cite');

    // A page load (every page is an islands page): the screen reader announces the new document's title, and
    // the keyboard starts at its top, where the first stop is the skip link into the page.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
  });

}

test('a filter that changes only the query string leaves the focus where it is', async ({ page }) => {
  await page.goto('/insights');
  await page.locator('html[data-hydrated]').waitFor();
  const toggle = page.getByRole('button', { name: /^Market Analysis/ });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/category=market-analysis/);
  await expect(toggle).toBeFocused();
});
