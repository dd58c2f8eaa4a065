/** The chat widget as the backend suite's specs drive it: open it once hydrated, ask and read the reply. */
import { expect, type Page } from '@playwright/test';

// The floating button's accessible name.
const LAUNCHER = 'Chat with our AI assistant';

/** The open chat panel. */
export const panel = (page: Page) => page.getByRole('dialog', { name: 'Ascend AI Assistant' });

/** The conversation's log inside the panel. */
export const log = (page: Page) => panel(page).getByRole('log');

/** Opens the widget once React has hydrated the prerendered launcher. */
export async function openChat(page: Page): Promise<void> {
  await page.waitForFunction((name) => {
    const button = document.querySelector(`button[aria-label="${name}"]`);
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'));
  }, LAUNCHER);
  await page.getByRole('button', { name: LAUNCHER }).click();
  await expect(panel(page)).toBeVisible();
}

/**
 * Sends `text` and returns the first paragraph of the reply to it: the first assistant message after
 * the visitor's (follow-up suggestions arrive later as messages of their own, so counting messages misleads).
 */
export async function ask(page: Page, text: string): Promise<string> {
  const box = panel(page).getByRole('textbox', { name: 'Type your message' });
  // While a reply is on its way the box stays focusable but busy (aria-disabled), never disabled.
  await expect(box).toHaveAttribute('aria-disabled', 'false');
  await box.fill(text);
  await box.press('Enter');
  const asked = log(page).locator('[data-message-role="user"]').filter({ hasText: text }).last();
  const reply = asked.locator('xpath=following-sibling::div[@data-message-role="assistant"][1]').locator('p').first();
  await expect(reply).toBeVisible();
  return reply.innerText();
}
