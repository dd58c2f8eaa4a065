/** The chat with no model and no network: an answer quoted from the site with its section as the source, no links for a question the site does not cover, and "hi" answered. */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { watchConsole } from './console-guard';

// The service worker keeps the site search's index for offline answers; the config blocks it elsewhere.
test.use({ serviceWorkers: 'allow' });

const QUESTION = 'Do AI crawlers execute JavaScript?';
const PAGE = '/authority-hub/technical-framework-excellence';
const SECTION = 'do-ai-crawlers-execute-javascript';
// The passage's own words (src/content), quoted by the answer.
const QUOTE = 'Many AI crawlers do not execute JavaScript reliably';
// Openings of docs/product/texts.md's replies (src/features/chat/fallback/fallback-copy.ts).
const GREETING_REPLY = 'Hello, and welcome to Ascend Strategy Consulting.';
const PITCH = 'Thank you for your question. The useful answer depends on your business';

const panel = (page: Page) => page.getByRole('dialog', { name: 'Ascend AI Assistant' });
const textbox = (page: Page) => panel(page).getByRole('textbox', { name: 'Type your message' });
const replyTo = (page: Page, opening: string) => panel(page).locator('[data-message-role="assistant"]').filter({ hasText: opening });

// The screen with the answer, for a person to look at.
async function shot(page: Page, path: string): Promise<string> {
  await page.screenshot({ path });
  return path;
}

async function ask(page: Page, question: string) {
  await expect(textbox(page)).toBeEnabled();
  await textbox(page).fill(question);
  await textbox(page).press('Enter');
}

async function offlineWithChat(page: Page, width: number) {
  await page.setViewportSize({ width, height: 844 });
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor();
  // The worker has installed its precache (the search index included) once it controls the page.
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 });
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Chat with our AI assistant' }).click();
  await expect(panel(page)).toBeVisible();
}

test('offline, a question is answered from the site: its own sentences, the page and section named, and a source link to that section', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await offlineWithChat(page, 1280);
  await ask(page, QUESTION);
  const reply = replyTo(page, QUOTE);
  await expect(reply.locator('p').first()).toHaveText(
    new RegExp(`^Our page “Technical Framework Excellence” answers this, under “Do AI crawlers execute JavaScript\\?”:\\s+“${QUOTE}`),
  );
  const sources = reply.getByRole('list', { name: 'Sources' });
  await expect(sources.getByRole('link')).toHaveCount(1);
  await expect(sources.getByRole('link')).toHaveText('Technical Framework Excellence');
  await expect(sources.getByRole('link')).toHaveAttribute('href', `${PAGE}#${SECTION}`);
  await expect(sources).toContainText(QUESTION);
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await testInfo.attach('grounded-1280', { path: await shot(page, testInfo.outputPath('grounded-1280.png')), contentType: 'image/png' });

  await sources.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}#${SECTION}$`));
  const heading = page.locator(`#${SECTION}`);
  await expect(heading).toHaveText(QUESTION);
  await expect(heading).toBeInViewport();
  expect(problems).toEqual([]);
});

test('offline, the weather gets the generic pitch with no links, and "hi" gets the greeting', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await offlineWithChat(page, 390);
  await ask(page, 'What is the weather tomorrow');
  const pitch = replyTo(page, PITCH);
  await expect(pitch).toHaveCount(1);
  // No page of the site under it (the pitch's phone number and email are links of their own).
  await expect(pitch.getByRole('list', { name: /Sources|Read more/ })).toHaveCount(0);
  await expect(pitch.locator('a[href^="/"]')).toHaveCount(0);

  await ask(page, 'hi');
  await expect(replyTo(page, GREETING_REPLY)).toHaveCount(1);

  await ask(page, QUESTION);
  await expect(replyTo(page, QUOTE).getByRole('list', { name: 'Sources' }).getByRole('link')).toHaveAttribute('href', `${PAGE}#${SECTION}`);
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await testInfo.attach('grounded-390', { path: await shot(page, testInfo.outputPath('grounded-390.png')), contentType: 'image/png' });
  expect(problems).toEqual([]);
});
