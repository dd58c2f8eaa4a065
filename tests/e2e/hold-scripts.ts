/** Trade-show Wi-Fi in a test: the page's HTML arrives, its scripts wait until the test lets them through. */
import type { Page } from '@playwright/test';

/** Holds every script the page asks for; call the returned function to let them load. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
