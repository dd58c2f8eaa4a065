import { expect, test } from '@playwright/test';
// @ts-expect-error: a plain ES module of the build scripts
import { codePointsOf } from '../../scripts/generate-font-faces.mjs';
// @ts-expect-error: a plain ES module of the build scripts, shared with `npm run bench`
import { pageFontPreloads, pageStyles } from '../../scripts/size-budget.mjs';
import { builtStylesheets, decodeEntities, pageHtml, readDistFile } from './dist-files';
import { allPages } from './spec-routes';

// Inter comes in two files (scripts/generate-font-faces.mjs): the characters of the site's copy, which
// every page preloads, and the rest of Latin, which the browser fetches only for a character the copy
// never uses (a visitor's name, a chat answer).

interface InterFace {
  file: string;
  codePoints: Set<number>;
}

/** The Inter faces a page's inline CSS declares, each with its file and range. */
function interFaces(html: string): InterFace[] {
  return [...html.matchAll(/@font-face\s*\{([^}]*)\}/g)]
    .map((match) => match[1])
    .filter((face) => /font-family:\s*['"]?Inter Variable['"]?\s*;/.test(face))
    .map((face) => ({
      file: /url\(['"]?([^'")]+)['"]?\)/.exec(face)![1],
      codePoints: new Set<number>(codePointsOf(/unicode-range:\s*([^;]+)/.exec(face)![1])),
    }));
}

/** What a visitor can read on the page: its markup's text, without scripts, styles, JSON-LD or comments. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return decodeEntities(
    body
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<[^>]+>/g, ' '),
  );
}

test("every page's text is drawn from the one font file it preloads: nothing of the on-demand file", () => {
  const problems: string[] = [];
  for (const path of allPages) {
    const html = pageHtml(path);
    const preloaded: string[] = pageFontPreloads(html);
    const faces = interFaces(html);
    const first = faces.find((face) => preloaded.includes(face.file));
    if (preloaded.length !== 1 || !first || faces.length !== 2) {
      problems.push(`${path}: preloads ${preloaded.join(', ') || 'nothing'}, declares ${faces.map((face) => face.file).join(', ')}`);
      continue;
    }
    const onDemand = faces.filter((face) => face !== first);
    const needed = [...new Set(visibleText(html))].filter((char) => onDemand.some((face) => face.codePoints.has(char.codePointAt(0)!)));
    if (needed.length) problems.push(`${path}: ${needed.join(' ')} only in ${onDemand.map((face) => face.file).join(', ')}`);
  }
  expect(problems).toEqual([]);
});

/** The state of each Inter face that covers `char`. */
function interStatusFor(char: string) {
  return [...document.fonts]
    .filter((face) => face.family.replace(/["']/g, '') === 'Inter Variable')
    .filter((face) =>
      face.unicodeRange.split(',').some((part) => {
        const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
        const point = char.codePointAt(0)!;
        return point >= parseInt(first, 16) && point <= parseInt(last, 16);
      }),
    )
    .map((face) => face.status);
}

test("the faces are declared once, in each page's inline CSS: no page links a stylesheet, the built ones declare none", () => {
  const built = builtStylesheets();
  expect(built.length).toBeGreaterThan(0);
  for (const href of built) expect(readDistFile(href), href).not.toContain('@font-face');
  for (const path of allPages) {
    const html = pageHtml(path);
    expect((pageStyles(html) as { linked: unknown[] }).linked, path).toEqual([]);
    const files = interFaces(html).map((face) => face.file);
    expect(new Set(files).size, path).toBe(files.length);
  }
});

test('a first visit fetches the preloaded font only; a name with accents brings the rest of Latin', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/contact');
  await page.locator('html[data-hydrated]').waitFor();
  await page.evaluate(() => document.fonts.ready);
  const preloaded = await page.locator('link[rel="preload"][as="font"]').getAttribute('href');
  expect(fonts).toEqual([preloaded]);
  expect(await page.evaluate(interStatusFor, 'N')).toContain('loaded');
  expect(await page.evaluate(interStatusFor, 'ë')).not.toContain('loaded');

  const name = page.getByRole('textbox', { name: 'Full Name', exact: true });
  await name.fill('Zoë Ångström');
  // Loaded, not failed: the file exists and decodes. (Shown at once or, under font-display: optional,
  // from the next page on.)
  await expect.poll(() => page.evaluate(interStatusFor, 'ë')).toContain('loaded');
  expect(await page.evaluate(interStatusFor, 'ë')).not.toContain('error');
  expect(fonts).toHaveLength(2);
  expect(fonts[1]).toMatch(/^\/assets\/inter-latin-more-[\w-]+\.woff2$/);
  await expect(name).toHaveValue('Zoë Ångström');
});
