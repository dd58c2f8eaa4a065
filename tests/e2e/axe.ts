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
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
