/** Reads a button's expanded state from Chromium's accessibility tree, as screen readers get it: a popover's button states it without aria-expanded. */
import type { Page } from '@playwright/test';

/**
 * Whether the button of this accessible name is announced expanded (true), collapsed (false), or neither
 * (undefined). Unless exactly one such button is in the tree, it says how many there are instead, which
 * no expectation of a state accepts. Inside expect.poll that is retried, not thrown: the tree follows the
 * page a moment later, so a button just renamed ("Close menu" to "Open menu") is briefly under neither name.
 */
export async function announcedExpanded(page: Page, name: string): Promise<boolean | undefined | string> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'document' });
    const { nodes } = await cdp.send('Accessibility.queryAXTree', { objectId: result.objectId, role: 'button', accessibleName: name });
    if (nodes.length !== 1) return `${nodes.length} buttons named "${name}" in the accessibility tree`;
    const expanded = nodes[0].properties?.find((property) => property.name === 'expanded');
    return expanded?.value.value as boolean | undefined;
  } finally {
    await cdp.detach();
  }
}
