/**
 * On a phone (and on a tablet or a narrow laptop, where it can sit on the content too) the chat
 * launcher never covers what the visitor reads or moves to with the keyboard.
 */
import { expect, test, type Page } from '@playwright/test';

const LAUNCHER = 'Chat with our AI assistant';
// The home page (the map's list and its arrow links), an article (wide tables, long text) and the contact form.
const PAGES = ['/', '/insights/zero-click-searches-the-new-reality-of-information-discovery', '/contact'];

/**
 * Focuses every focusable element in document order, as Tab does, and lists those the visible launcher
 * overlaps once the page has settled (scrolled, launcher tucked or not).
 */
function coveredOnFocus(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    const launcher = document.querySelector<HTMLElement>(`button[aria-label="${name}"]`)!;
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const selector = 'a[href], button, input:not([type=hidden]), textarea, select, [tabindex]:not([tabindex="-1"])';
    const covered: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (el === launcher || el.closest('[hidden]') || el.getClientRects().length === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      el.focus();
      if (document.activeElement !== el) continue;
      await frame();
      const a = el.getBoundingClientRect();
      const b = launcher.getBoundingClientRect();
      const shown = launcher.dataset.tucked !== 'true' && getComputedStyle(launcher).opacity !== '0';
      if (shown && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) {
        covered.push(`${el.tagName} ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}`);
      }
    }
    return covered;
  }, LAUNCHER);
}

/** Visible focusable elements the launcher, if shown, overlaps where the page is now, without moving anything. */
function coveredAtRest(page: Page): Promise<string[]> {
  return page.evaluate((name) => {
    const launcher = document.querySelector<HTMLElement>(`button[aria-label="${name}"]`)!;
    if (launcher.dataset.tucked === 'true') return [];
    const b = launcher.getBoundingClientRect();
    return [...document.querySelectorAll<HTMLElement>('a[href], button, input, textarea, select, [tabindex="0"]')]
      .filter((el) => el !== launcher && el.getClientRects().length > 0 && !el.closest('[hidden]'))
      .filter((el) => {
        const a = el.getBoundingClientRect();
        return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      })
      .map((el) => `${el.tagName} ${(el.textContent ?? '').trim().slice(0, 40)}`);
  }, LAUNCHER);
}

// Phones (360-430 px), a tablet held upright and one held sideways (the desktop layout's narrowest width).
for (const width of [360, 390, 430, 768, 1024]) {
  test(`at ${width} px no focusable element is under the chat launcher`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width, height: 800 });
    for (const path of PAGES) {
      await page.goto(path);
      await page.locator('html[data-hydrated]').waitFor();
      const launcher = page.getByRole('button', { name: LAUNCHER });
      // At first sight: shown, unless it would rest on one of the page's controls (the contact form).
      await expect.poll(() => coveredAtRest(page), { message: `${path} at the top` }).toEqual([]);
      expect(await coveredOnFocus(page), `${path}, each element focused`).toEqual([]);
      // At the very end the footer leaves room for it, and it is back.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(launcher).toHaveAttribute('data-tucked', 'false');
      await expect(launcher).toBeInViewport();
      await expect.poll(() => coveredAtRest(page), { message: `${path} at the end` }).toEqual([]);
    }
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the launcher tucks away while the visitor scrolls down, returns on a scroll up, and stays reachable by keyboard', async ({ page }) => {
    await page.goto('/insights/zero-click-searches-the-new-reality-of-information-discovery');
    await page.locator('html[data-hydrated]').waitFor();
    const launcher = page.getByRole('button', { name: LAUNCHER });
    await expect(launcher).toHaveAttribute('data-tucked', 'false');
    await page.mouse.wheel(0, 900);
    await expect(launcher).toHaveAttribute('data-tucked', 'true');
    await expect(launcher).not.toBeInViewport();
    await page.mouse.wheel(0, -300);
    await expect(launcher).toHaveAttribute('data-tucked', 'false');
    await expect(launcher).toBeInViewport();

    await page.mouse.wheel(0, 600);
    await expect(launcher).toHaveAttribute('data-tucked', 'true');
    await launcher.focus();
    await expect(launcher).toHaveAttribute('data-tucked', 'false');
    await expect(launcher).toBeInViewport();
  });

  test('on a wide screen it stays where it is', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/insights/zero-click-searches-the-new-reality-of-information-discovery');
    await page.locator('html[data-hydrated]').waitFor();
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await expect(page.getByRole('button', { name: LAUNCHER })).toHaveAttribute('data-tucked', 'false');
  });
});
