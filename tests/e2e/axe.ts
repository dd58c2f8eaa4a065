/** axe with WCAG 2.0, 2.1 and 2.2 A and AA rules on the page as it stands: the one scan every spec runs. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * The violations, one line per rule with the selectors of the nodes that break it; [] when clean.
 * `include` narrows the scan to one part of the page (a dialog, a banner).
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Legacy mode runs axe inside the page. The default mode opens a blank page for every scan to merge
  // the results of cross-origin frames, which the site has none of (legacy mode fails on them, it does
  // not skip them), and that more than doubled each scan: about 3 s to 1.3 s on a long article.
  // Only violations carry their nodes back; the passes of a long page were serialised for nothing.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS).setLegacyMode(true);
  if (include) builder.include(include);
  // What waits to be rendered until it nears the screen (content-visibility: auto: long texts, the
  // footer) is rendered for the scan, as a visitor sees it on getting there. Skipped, its text is not
  // hit-testable and axe measures it against the page's white (dequelabs/axe-core#2768): gold on navy
  // would be reported as gold on white, and light text on white would pass unseen.
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(el).contentVisibility !== 'auto') continue;
      el.dataset.axeRendered = JSON.stringify([el.style.getPropertyValue('content-visibility'), el.style.getPropertyPriority('content-visibility')]);
      el.style.setProperty('content-visibility', 'visible', 'important');
    }
  });
  const results = await builder.analyze().finally(() =>
    page.evaluate(() => {
      for (const el of document.querySelectorAll<HTMLElement>('[data-axe-rendered]')) {
        const [value, priority] = JSON.parse(el.dataset.axeRendered!) as [string, string];
        delete el.dataset.axeRendered;
        if (value) el.style.setProperty('content-visibility', value, priority);
        else el.style.removeProperty('content-visibility');
      }
    }),
  );
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
