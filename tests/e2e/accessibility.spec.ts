import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';

// Every spec's axe scan goes through tests/e2e/axe.ts: this is what makes its "no violations" mean something.
test('the shared axe scan reports WCAG violations, with their nodes, and only WCAG rules', async ({ page }) => {
  await page.goto('/privacy');
  await page.locator('html[data-hydrated]').waitFor();
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const image = Object.assign(document.createElement('img'), { id: 'probe-image', src: '/favicon.svg' });
    const faint = Object.assign(document.createElement('p'), { id: 'probe-faint', textContent: 'Barely there' });
    faint.style.color = '#eeeeee';
    // A second unnamed navigation landmark breaks a best-practice rule (landmark-unique), not a WCAG one.
    const nav = Object.assign(document.createElement('nav'), { innerHTML: '<a href="/">Home</a>' });
    main.append(image, faint, nav, nav.cloneNode(true));
  });
  expect(await axeViolations(page)).toEqual(['color-contrast: #probe-faint', 'image-alt: #probe-image']);
  expect(await axeViolations(page, '#probe-faint')).toEqual(['color-contrast: #probe-faint']);
});

// The footer skips rendering while far from the screen (content-visibility: auto) until the page is idle.
// Skipped, axe cannot hit its words and measured the gold headings against white, 1.5:1
// (dequelabs/axe-core#2768); the scan renders it. Without idle callbacks the page never renders it early.
test('the shared axe scan measures what waits to be rendered as it is shown, and leaves it waiting', async ({ page }) => {
  await page.addInitScript(() => delete (window as { requestIdleCallback?: unknown }).requestIdleCallback);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/privacy');
  await page.locator('html[data-hydrated]').waitFor();
  const footer = page.locator('footer');
  expect(await footer.evaluate((el) => getComputedStyle(el).contentVisibility)).toBe('auto');
  expect(await axeViolations(page, 'footer')).toEqual([]);
  expect(await footer.evaluate((el) => [getComputedStyle(el).contentVisibility, el.getAttribute('style'), el.dataset.axeRendered ?? null])).toEqual(['auto', '', null]);
});

test('the mobile menu and the Services dropdown pass axe while open', async ({ page }) => {
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByRole('button', { name: 'Services menu' }).click();
  expect(await axeViolations(page), 'Services dropdown open').toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  expect(await axeViolations(page), 'mobile menu open').toEqual([]);
});

test('every control is reachable by keyboard with a visible focus indicator', async ({ page }) => {
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return 'none';
      const style = getComputedStyle(el);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    });
    expect(outline).not.toMatch(/^none|0px$/);
  }
});

/**
 * For every focusable element of the page: its focus outline's contrast with what is painted just outside it
 * (the surface it is drawn on; a white halo of its own counts), the lowest first.
 */
function focusRingContrasts(page: Page): Promise<Array<{ element: string; ratio: number }>> {
  return page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const paint = canvas.getContext('2d', { willReadFrequently: true })!;
    const rgba = (colour: string) => {
      paint.clearRect(0, 0, 1, 1);
      paint.fillStyle = colour;
      paint.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = paint.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const luminance = ([r, g, b]: number[]) => {
      const f = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const ratio = (a: number[], b: number[]) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    // The colour painted at a point under everything but `skip`: its background layers composited.
    const surfaceAt = (x: number, y: number, skip: Element) => {
      const layers: number[][] = [];
      for (const node of document.elementsFromPoint(x, y)) {
        if (skip.contains(node)) continue;
        const colour = rgba(getComputedStyle(node).backgroundColor);
        if (colour[3] === 0) continue;
        layers.push(colour);
        if (colour[3] >= 1) break;
      }
      let out = [255, 255, 255];
      if (layers.length && layers[layers.length - 1][3] >= 1) out = layers.pop()!.slice(0, 3);
      while (layers.length) {
        const [r, g, b, a] = layers.pop()!;
        out = [r, g, b].map((c, i) => c * a + out[i] * (1 - a));
      }
      return out;
    };
    const rows: Array<{ element: string; ratio: number }> = [];
    const selector = 'a[href], button, input:not([type=hidden]), textarea, select, [tabindex]:not([tabindex="-1"])';
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (el.closest('[hidden]') || el.getClientRects().length === 0) continue;
      el.focus();
      if (document.activeElement !== el) continue;
      el.scrollIntoView({ block: 'center' });
      for (const animation of el.getAnimations()) animation.finish();
      const style = getComputedStyle(el);
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().slice(0, 40);
      if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0) {
        rows.push({ element: `${name} (no outline)`, ratio: 0 });
        continue;
      }
      const ring = rgba(style.outlineColor).slice(0, 3);
      const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
      const halo = [...style.boxShadow.matchAll(/(rgba?\([^)]*\)) 0px 0px 0px ([\d.]+)px/g)].find(
        (m) => parseFloat(m[2]) >= reach && rgba(m[1])[3] >= 1,
      );
      const box = el.getBoundingClientRect();
      const d = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth) / 2;
      const surfaces = halo
        ? [rgba(halo[1]).slice(0, 3)]
        : [
            [box.left - d, box.top + box.height / 2],
            [box.right + d, box.top + box.height / 2],
            [box.left + box.width / 2, box.top - d],
            [box.left + box.width / 2, box.bottom + d],
          ]
            .filter(([x, y]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight)
            // An inset ring (negative offset) is drawn on the element itself.
            .map(([x, y]) => (parseFloat(style.outlineOffset) < 0 ? rgba(style.backgroundColor).slice(0, 3) : surfaceAt(x, y, el)));
      for (const surface of surfaces) rows.push({ element: name, ratio: Math.round(ratio(ring, surface) * 100) / 100 });
    }
    return rows.sort((a, b) => a.ratio - b.ratio);
  });
}

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${width} px every focus ring reaches 3:1 against the surface it is drawn on`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    for (const path of ['/', '/services/seo-ppc-superpowers', '/insights/zero-click-searches-the-new-reality-of-information-discovery', '/contact']) {
      await page.goto(path);
      await page.locator('html[data-hydrated]').waitFor();
      // Rings show for keyboard focus.
      await page.keyboard.press('Tab');
      const rings = await focusRingContrasts(page);
      expect(rings.length, path).toBeGreaterThan(30);
      expect(rings.filter((r) => r.ratio < 3), path).toEqual([]);
    }
  });

  test(`at ${width} px the accessible name of every labelled control starts with, or holds, its visible words`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor();
    const pairs = await page.locator('a[aria-label], button[aria-label]').evaluateAll((els) =>
      els
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => [(el.textContent ?? '').replace(/\s+/g, ' ').trim().toLowerCase(), el.getAttribute('aria-label')!.toLowerCase()]),
    );
    // The logos among them: visible "Ascend Strategy Consulting", named "Ascend Strategy Consulting, home".
    expect(pairs.filter(([text]) => text === 'ascend strategy consulting')).toHaveLength(2);
    for (const [text, label] of pairs) if (text) expect(label, `"${text}"`).toContain(text);
  });
}
