/** Collects console errors, page errors and React hydration warnings so a test can assert there were none. */
import type { Page } from '@playwright/test';

export function watchConsole(page: Page, { allowNotFoundDocument = false } = {}) {
  const problems: string[] = [];
  page.on('console', (msg) => {
    const text = msg.text();
    // The 404 page's own document is answered with status 404, which Chromium logs.
    if (allowNotFoundDocument && /status of 404/.test(text) && msg.location().url === page.url()) return;
    if (msg.type() === 'error' || (msg.type() === 'warning' && /hydrat/i.test(text))) problems.push(`${msg.type()}: ${text} (${msg.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
