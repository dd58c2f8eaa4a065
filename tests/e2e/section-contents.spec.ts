/** The list of a long text's sections, "On this page" on Markdown pages, "In this article" on articles: beside the text on wide screens, folded above it on phones. */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';

const ARTICLE = '/insights/the-ai-authority-imperative-why-traditional-seo-is-dead';
const LAUNCHER = 'Chat with our AI assistant';

/**
 * The text of each section heading of the page's long text (h2 with an id inside the prose). Its words,
 * not innerText: far from the screen a block is not rendered yet (content-visibility), and innerText is empty.
 */
const sectionHeadings = async (page: Page) =>
  (await page.locator('.prose-site > h2[id]').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());

for (const path of ['/privacy', '/terms', '/authority-hub/guides', '/authority-hub/ai-engine-optimization-mastery', '/research']) {
  test(`${path} at 1280 px lists its sections on this page, each link bringing its heading into view below the header`, async ({ page }) => {
    await page.goto(path);
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await expect(contents).toBeVisible();
    const headings = await sectionHeadings(page);
    expect(headings.length).toBeGreaterThanOrEqual(3);
    await expect(contents.getByRole('link')).toHaveText(headings);

    const link = contents.getByRole('link').nth(Math.floor(headings.length / 2));
    const id = ((await link.getAttribute('href')) ?? '').slice(1);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    const heading = page.locator(`h2[id="${id}"]`);
    await expect(heading).toBeInViewport();
    // Not under the fixed header.
    await expect
      .poll(async () => {
        const header = await page.locator('header').first().boundingBox();
        const box = await heading.boundingBox();
        return box && header ? box.y - (header.y + header.height) : -1;
      })
      .toBeGreaterThanOrEqual(0);
  });
}

test('the article lists its sections in this article, with their words as written', async ({ page }) => {
  await page.goto(ARTICLE);
  const contents = page.getByRole('navigation', { name: 'In this article' });
  await expect(contents).toBeVisible();
  await expect(contents.getByRole('link', { name: "What Is Actually Dying, and What Isn't", exact: true })).toBeVisible();
  await expect(contents.getByRole('link')).toHaveText(['The Short Answer', ...(await sectionHeadings(page)), 'Frequently Asked Questions']);
});

// A link to a section is a URL a reader copies and an answer engine cites: it reads as the heading does.
test('a section with an apostrophe in its heading has an address without the escape', async ({ page }) => {
  await page.goto(ARTICLE);
  const link = page.getByRole('navigation', { name: 'In this article' }).getByRole('link', { name: "What Is Actually Dying, and What Isn't", exact: true });
  await expect(link).toHaveAttribute('href', '#what-is-actually-dying-and-what-isnt');
  await link.click();
  await expect(page).toHaveURL(/#what-is-actually-dying-and-what-isnt$/);
  await expect(page.getByRole('heading', { level: 2, name: "What Is Actually Dying, and What Isn't" })).toBeInViewport();
});

// The address it had before (made from the escaped text) was copied and cited: it still opens at the section.
test("a link to a section's former address, with the escape, still opens the page at that section", async ({ page }) => {
  await page.goto(`${ARTICLE}#what-is-actually-dying-and-what-isn39t`);
  const heading = page.getByRole('heading', { level: 2, name: "What Is Actually Dying, and What Isn't" });
  await expect(heading).toBeInViewport();
  // Below the fixed header, as the section list's links place it.
  const header = await page.locator('header').first().boundingBox();
  const box = await heading.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
});

test('on a 720 px tall laptop screen a long list scrolls inside itself: its last link is reached by keyboard, shown and not under the chat launcher', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/authority-hub/guides');
  await page.locator('html[data-hydrated]').waitFor();
  await page.mouse.wheel(0, 1200);
  const contents = page.getByRole('navigation', { name: 'On this page' });
  const last = contents.getByRole('link').last();
  await expect(last).toHaveText('Where to go next');
  await contents.getByRole('link').first().focus();
  const count = await contents.getByRole('link').count();
  for (let i = 1; i < count; i++) await page.keyboard.press('Tab');
  await expect(last).toBeFocused();
  await expect(last).toBeInViewport({ ratio: 1 });
  // What is drawn at the link's centre is the link, not the launcher or anything else.
  const hit = await last.evaluate((link) => {
    const box = link.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top === link || link.contains(top);
  });
  expect(hit).toBe(true);
  const launcher = await page.getByRole('button', { name: LAUNCHER }).boundingBox();
  const list = await contents.boundingBox();
  expect(launcher, 'the launcher is shown').not.toBeNull();
  expect(list!.y + list!.height).toBeLessThanOrEqual(launcher!.y);
});

/** Scrolls the page as a reader would reach the section headed `name`: its heading just below the header. */
const scrollToSection = (page: Page, name: string) =>
  page.evaluate((text) => {
    const heading = [...document.querySelectorAll('.prose-site > h2[id]')].find((h) => h.textContent?.replace(/\s+/g, ' ').trim() === text)!;
    window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 120);
  }, name);

/** The list's links the browser marks as the section being read, and how each is drawn: text colour and its bar's width. */
const marked = (page: Page, label: string) =>
  page.getByRole('navigation', { name: label }).evaluate((nav) =>
    [...nav.querySelectorAll('a')]
      .filter((a) => a.matches(':target-current'))
      .map((a) => ({ text: a.textContent, color: getComputedStyle(a).color, bar: getComputedStyle(a, '::before').width })),
  );

test('as the reader scrolls, the list marks the section being read, with no script', async ({ page, browser }) => {
  // Marked by CSS alone: the same with scripts off.
  for (const context of [page.context(), await browser.newContext({ javaScriptEnabled: false })]) {
    const tab = context === page.context() ? page : await context.newPage();
    await tab.setViewportSize({ width: 1280, height: 800 });
    await tab.goto(ARTICLE);
    for (const name of ['How AI Answer Engines Choose What to Cite', 'Common Objections']) {
      await scrollToSection(tab, name);
      // Navy text and a 2 px bar on the one link, nothing on the others (muted text, no bar).
      await expect.poll(() => marked(tab, 'In this article')).toEqual([{ text: name, color: 'rgb(11, 31, 58)', bar: '2px' }]);
    }
    if (context !== page.context()) await context.close();
  }
});

for (const [path, label] of [['/privacy', 'On this page'], [ARTICLE, 'In this article']] as const) {
  test(`${path} at 390 px folds its sections above the text: opened by keyboard, a link brings its heading into view`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const fold = page.locator('summary', { hasText: label });
    await expect(fold).toBeVisible();
    // Folded at first, and nothing beside the text.
    await expect(page.getByRole('navigation', { name: label })).toBeHidden();
    const headings = await sectionHeadings(page);
    // Above the text: the fold comes before the first section heading.
    expect(await fold.evaluate((summary) => summary.compareDocumentPosition(document.querySelector('.prose-site > h2[id]')!) & Node.DOCUMENT_POSITION_FOLLOWING)).toBeTruthy();

    await fold.focus();
    await page.keyboard.press('Enter');
    const contents = page.getByRole('navigation', { name: label });
    await expect(contents).toBeVisible();
    const expected = label === 'In this article' ? ['The Short Answer', ...headings, 'Frequently Asked Questions'] : headings;
    await expect(contents.getByRole('link')).toHaveText(expected);
    expect(await axeViolations(page), 'axe with the sections unfolded').toEqual([]);

    const link = contents.getByRole('link').nth(Math.floor(expected.length / 2));
    const id = ((await link.getAttribute('href')) ?? '').slice(1);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  });
}

test('at 1280 px the sections are listed beside the text only, not folded above it', async ({ page }) => {
  for (const [path, label] of [['/privacy', 'On this page'], [ARTICLE, 'In this article']]) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: label })).toBeVisible();
    await expect(page.locator('summary', { hasText: label })).toBeHidden();
  }
});

test('on a 720 px tall laptop screen the marked section stays in sight in a list that scrolls inside itself, down and back up', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/authority-hub/guides');
  await page.locator('html[data-hydrated]').waitFor();
  const contents = page.getByRole('navigation', { name: 'On this page' });
  // The list is taller than the room it has: the premise of the test.
  expect(await contents.evaluate((nav) => nav.scrollHeight > nav.clientHeight)).toBe(true);
  const headings = await sectionHeadings(page);
  /** Whether the marked link is wholly inside the list's visible box. */
  const markInSight = () =>
    contents.evaluate((nav) => {
      const mark = [...nav.querySelectorAll('a')].find((a) => a.matches(':target-current'));
      if (!mark) return 'no link marked';
      const box = mark.getBoundingClientRect();
      const view = nav.getBoundingClientRect();
      return box.top >= view.top && box.bottom <= view.bottom ? mark.textContent : `${mark.textContent} is out of sight`;
    });
  // As a reader scrolls: down to the last section, then back up to the first.
  for (const name of [...headings.slice(-2), headings[0]]) {
    await scrollToSection(page, name);
    await expect.poll(markInSight).toBe(name);
  }
});
