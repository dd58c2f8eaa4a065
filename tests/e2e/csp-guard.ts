/** Records the page's Content-Security-Policy violations (the browser's securitypolicyviolation events), from before its first script. */
import type { BrowserContext, Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Call before navigating; read the violations with cspViolations(page). */
export async function watchCsp(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}: ${event.sample}`);
    });
  });
}

export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__cspViolations ?? ['(the CSP watcher was not installed)']);
}
