/**
 * axe with the states a visitor opens, on one page of every kind the site has (each route template,
 * a placeholder and the 404 page): the chat open on a consultation reply with its tappable next
 * steps and the Services dropdown at 1280 px; the chat, then the mobile menu at 390 px.
 * every-page.spec.ts runs axe on every page closed; home-and-map.spec.ts with a map service open
 * (hovered at 1280 px, tapped at 390 px).
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { insightSlugs, notFound, pillarSlugs, placeholderPages } from './spec-routes';

// Two full axe scans of a long page (an article, the home page) per test.
test.describe.configure({ timeout: 90_000 });
const LAUNCHER = 'Chat with our AI assistant';

const PAGES = [
  '/',
  '/services',
  '/services/seo-ppc-superpowers',
  '/about',
  '/contact',
  '/authority-hub',
  '/authority-hub/guides',
  `/authority-hub/${pillarSlugs[0]}`,
  '/insights',
  `/insights/${insightSlugs[1]}`,
  '/csr-initiatives',
  '/case-studies',
  '/research',
  '/privacy',
  '/terms',
  '/sitemap',
  '/outbox',
  '/offline',
  // The five placeholder sections render one component: one of them stands for all.
  placeholderPages[0].path,
  notFound.path,
];


const panel = (page: Page) => page.getByRole('dialog', { name: 'Ascend AI Assistant' });

/** Opens the chat and asks for a consultation; a paused clock plays the reply and its next steps at once. */
async function openConsultationReply(page: Page) {
  await page.waitForFunction((name) => {
    const button = document.querySelector(`button[aria-label="${name}"]`);
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'));
  }, LAUNCHER);
  // By keyboard: where the launcher would rest on a control (the contact form on a phone) it waits tucked
  // away until it is focused.
  await page.getByRole('button', { name: LAUNCHER }).focus();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeVisible();
  await page.clock.pauseAt(new Date('2025-03-04T14:10:00-05:00'));
  await panel(page).getByRole('button', { name: 'schedule a consultation' }).click();
  await page.clock.runFor(1610);
  await page.clock.runFor(2510);
  await page.clock.resume();
  await expect(panel(page).getByText('Suggested next steps:')).toBeVisible();
  // The next steps' own links (a reply's Sources and Read more links are scanned in chat-grounded.spec.ts).
  const steps = panel(page).locator('[data-message-role="assistant"]').filter({ hasText: 'Suggested next steps:' });
  await expect(steps.getByRole('listitem').getByRole('link')).toHaveCount(3);
}

/** Opens the page at the given width and waits for React (the chat's launcher answers clicks). */
async function openPage(page: Page, path: string, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await page.clock.install({ time: new Date('2025-03-04T14:00:00-05:00') });
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor();
}

for (const path of PAGES) {
  test(`${path} at 1280 px: axe finds nothing with the chat's next steps and the Services dropdown open`, async ({ page }) => {
    await openPage(page, path, 1280, 800);
    await openConsultationReply(page);
    await page.getByRole('button', { name: 'Services menu' }).click();
    await expect(page.getByRole('button', { name: 'Services menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`${path} at 390 px: axe finds nothing with the chat's next steps open, then the mobile menu`, async ({ page }) => {
    await openPage(page, path, 390, 844);
    await openConsultationReply(page);
    expect(await axeViolations(page), 'chat open').toEqual([]);
    await panel(page).getByRole('button', { name: 'Close chat' }).click();
    await expect(panel(page)).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    expect(await axeViolations(page), 'mobile menu open').toEqual([]);
  });
}
