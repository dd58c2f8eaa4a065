import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readArticleFacts } from '../content/article-frontmatter';
import { watchConsole } from './console-guard';
import { holdScripts } from './hold-scripts';
import { placeholderPages } from './spec-routes';

const articles = readArticleFacts();
const bySlug = new Map(articles.map((a) => [a.slug, a]));
const EEAT = articles.find((a) => a.aliases.length > 0)!;
const GARTNER = bySlug.get('the-ai-authority-imperative-gartners-50-traffic-decline-prediction')!;


const decode = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** What a crawler without JavaScript receives: the head's values by selector-like patterns. */
async function headOf(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const meta = (attr: 'name' | 'property', key: string) =>
    decode(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1] ?? '');
  return {
    html,
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '',
    h1: decode(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? ''),
    meta,
  };
}

test.describe('insight articles', () => {
  for (const article of articles) {
    test(`${article.slug}: breadcrumb, title, reading time, calls to action, related cards`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(`/insights/${article.slug}`);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('listitem')).toHaveText([/^Home/, /^Insights/, article.shortTitle]);
      await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(crumbs.getByRole('link', { name: 'Insights' })).toHaveAttribute('href', '/insights');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
      await expect(page.locator('article header')).toContainText(`${article.readTime} min read`);
      await expect(page.locator('article header')).toContainText(article.category);
      await expect(page.locator(`article img[src="/images/insights/${article.slug}.webp"]`)).toBeVisible();

      const cta = page.locator('section[aria-labelledby="article-cta"]');
      for (const link of [article.cta.primary, article.cta.secondary].filter((l) => l !== undefined)) {
        await expect(cta.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
      }
      const related = page.locator('section[aria-labelledby="related-insights"]');
      await expect(related.getByRole('heading', { level: 3 })).toHaveText(article.related.map((slug) => bySlug.get(slug)!.title));

      const back = page.getByRole('link', { name: 'Back to All Strategic Intelligence' });
      if (article.backLink) await expect(back).toHaveAttribute('href', '/insights');
      else await expect(back).toHaveCount(0);
      expect(problems).toEqual([]);
    });
  }

  test('the alias is a permanent redirect to the article at its canonical URL', async ({ page }) => {
    const response = await page.goto(`/insights/${EEAT.aliases[0]}`);
    expect(response?.request().redirectedFrom()?.url()).toMatch(new RegExp(`/insights/${EEAT.aliases[0]}$`));
    expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(301);
    await expect(page).toHaveURL(new RegExp(`/insights/${EEAT.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(EEAT.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/insights/${EEAT.slug}$`));
    await expect(page.getByRole('link', { name: EEAT.cta.primary.label })).toBeVisible();
  });

  test('Share uses the Web Share API where there is one, else copies the link, and says so', async ({ page, context }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { __shared: shared });
      navigator.share = async (data?: ShareData) => {
        shared.push(data ?? {});
      };
    });
    // Tapped while the page's scripts are still on their way, it must not be lost.
    const releaseScripts = await holdScripts(page);
    await page.goto(`/insights/${GARTNER.slug}`, { waitUntil: 'commit' });
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    const shareButton = page.getByRole('button', { name: 'Share Analysis' });
    await expect(shareButton).toBeVisible();
    const tapped = shareButton.click();
    await page.waitForTimeout(1_000);
    releaseScripts();
    await tapped;
    await expect(page.getByText('Thanks for sharing.')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared)).toEqual([
      { title: GARTNER.title, url: canonical },
    ]);

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const copyPage = await context.newPage();
    await copyPage.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await copyPage.goto('/insights/zero-click-searches-the-new-reality-of-information-discovery');
    await copyPage.getByRole('button', { name: 'Share Insights' }).click();
    await expect(copyPage.getByText('Link copied to your clipboard.')).toBeVisible();
    expect(await copyPage.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^https?:\/\/[^/]+\/insights\/zero-click-searches-the-new-reality-of-information-discovery$/,
    );
  });

  test('the built HTML of every article (and what its alias redirects to) holds title, description, canonical and social metadata', async ({
    request,
  }) => {
    for (const article of articles) {
      for (const path of [article.slug, ...article.aliases].map((slug) => `/insights/${slug}`)) {
        const head = await headOf(request, path);
        expect(head.h1, path).toBe(article.title);
        // The title rule: the article's own title (or, when that cannot fit, its short title), the brand only where 60 characters allow.
        const fullTitle = article.documentTitle ?? article.title;
        const titleWords = fullTitle.length <= 60 ? fullTitle : article.shortTitle;
        expect([titleWords, `${titleWords} | Ascend`, `${titleWords} | Ascend Strategy Consulting`], path).toContain(head.title);
        expect(head.title.length, path).toBeLessThanOrEqual(60);
        expect(head.meta('name', 'description'), path).toBe(article.description);
        expect(head.canonical, path).toMatch(new RegExp(`^https?://[^/]+/insights/${article.slug}$`));
        expect(head.meta('property', 'og:url'), path).toBe(head.canonical);
        expect(head.meta('property', 'og:title'), path).toBe(article.socialTitle);
        expect(head.meta('property', 'og:description'), path).toBe(article.socialDescription);
        expect(head.meta('property', 'og:image'), path).toMatch(new RegExp(`${article.socialImage}$`));
        expect(head.meta('property', 'og:type'), path).toBe('article');
        expect(head.meta('name', 'twitter:card'), path).toBe('summary_large_image');
        expect(head.meta('name', 'twitter:title'), path).toBe(article.socialTitle);
        expect(head.meta('name', 'twitter:image'), path).toBe(head.meta('property', 'og:image'));
        if (article.author) expect(head.meta('name', 'author'), path).toBe(article.author);
      }
    }
  });
});

test.describe('/insights', () => {
  const cardTitles = (page: Page) => page.getByTestId('insights-list').getByRole('heading', { level: 2 });

  test('lists the eleven articles newest first, each with category, date and reading time', async ({ page, request }) => {
    const problems = watchConsole(page);
    await page.goto('/insights');
    await expect(cardTitles(page)).toHaveText(articles.map((a) => a.title));
    const first = page.getByTestId('insight-card').first();
    await expect(first).toContainText(articles[0].category);
    await expect(first).toContainText(`${articles[0].readTime} min read`);
    await expect(first.locator('time')).toHaveAttribute('datetime', articles[0].date);
    const { html } = await headOf(request, '/insights');
    for (const a of articles) expect(html, `prerendered ${a.slug}`).toContain(`href="/insights/${a.slug}"`);
    expect(problems).toEqual([]);
  });

  test('the category filter narrows the list and writes the choice to the URL', async ({ page }) => {
    await page.goto('/insights');
    const filter = page.getByRole('group', { name: 'Filter by topic' });
    await filter.getByRole('button', { name: /^Strategic Framework/ }).click();
    await expect(page).toHaveURL(/\/insights\?category=strategic-framework$/);
    const framework = articles.filter((a) => a.category === 'Strategic Framework');
    await expect(cardTitles(page)).toHaveText(framework.map((a) => a.title));
    await expect(page.getByTestId('insights-count')).toHaveText(
      `Showing ${framework.length} articles of 11 in Strategic Framework`,
    );
    await expect(filter.getByRole('button', { name: /^Strategic Framework/ })).toHaveAttribute('aria-pressed', 'true');
    await filter.getByRole('button', { name: /^All topics/ }).click();
    await expect(page).toHaveURL(/\/insights$/);
    await expect(cardTitles(page)).toHaveCount(11);
  });

  test('a topic tapped while the page is still loading its scripts is not lost', async ({ page }) => {
    // The list is on screen well before React can act on a tap.
    const releaseScripts = await holdScripts(page);
    await page.goto('/insights', { waitUntil: 'commit' });
    const topic = page.getByRole('group', { name: 'Filter by topic' }).getByRole('button', { name: /^Market Analysis/ });
    await expect(topic).toBeVisible();
    // A visitor's tap, where the button is: Playwright's own click would wait until the button could
    // answer, and pass on a page that swallows the tap (a disabled button does).
    const box = (await topic.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    expect(await page.locator('html[data-hydrated]').count(), 'tapped before hydration').toBe(0);
    // The scripts arrive a second after the tap: released with it, React may hydrate in time to replay the
    // tap, and the test would pass on a page that loses it.
    await page.waitForTimeout(1_000);
    releaseScripts();
    await expect(page).toHaveURL(/\/insights\?category=market-analysis$/);
    await expect(cardTitles(page)).toHaveText(articles.filter((a) => a.category === 'Market Analysis').map((a) => a.title));
  });

  test('a shared filtered link opens filtered, without hydration errors; an unknown category shows all', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/insights?category=market-analysis');
    await expect(cardTitles(page)).toHaveText(articles.filter((a) => a.category === 'Market Analysis').map((a) => a.title));
    await expect(page.getByRole('button', { name: /^Market Analysis/ })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/insights?category=not-a-topic');
    await expect(cardTitles(page)).toHaveCount(11);
    expect(problems).toEqual([]);
  });

  test("an unknown slug shows SPEC's 'Article Details' placeholder", async ({ page }) => {
    await page.goto('/insights/an-article-not-written-yet');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article Details');
    await expect(page.getByText('Coming Soon - Individual article pages')).toBeVisible();
  });
});

test('/about shows every part SPEC lists, with the exact figures and calls to action', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: /From Ranking for Keywords to Being the Source That Gets Cited/ }),
  ).toBeVisible();
  await expect(page.getByTestId('service-model').getByRole('heading', { level: 3 })).toHaveText([
    'Foundation',
    'Raw Material',
    'Architecture',
    'Visibility',
    'Optimization',
    'Trust',
  ]);
  await expect(page.getByTestId('pain-points').getByRole('heading', { level: 3 })).toHaveText([
    'Resource Crunch',
    'Visibility Crisis',
    'Data Overwhelm',
    'Engagement Gap',
  ]);
  await expect(page.getByText('Leadership Recommendations', { exact: true })).toBeVisible();
  await expect(page.getByTestId('leadership-recommendations').getByRole('listitem')).not.toHaveCount(0);
  const stats = page.getByTestId('market-statistics').getByRole('listitem');
  await expect(stats.locator('p:first-child')).toHaveText(['50%', '25-40%', '65%']);
  await expect(stats.nth(0)).toContainText('Projected organic traffic decline');
  await expect(stats.nth(1)).toContainText('businesses already seeing traffic drops');
  await expect(stats.nth(2)).toContainText('queries end without a click');
  await expect(page.getByTestId('transformation-metrics').getByRole('listitem').locator('p:first-child')).toHaveText([
    '80%',
    '40-60%',
    '30%',
    '50%',
  ]);
  const close = page.locator('section[aria-labelledby="about-cta"]');
  await expect(close.getByRole('link').nth(0)).toHaveAttribute('href', '/contact');
  await expect(close.getByRole('link').nth(1)).toHaveAttribute('href', '/services');
  expect(problems).toEqual([]);
});

test('/privacy and /terms show their full text with the effective date and how to reach us', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  for (const heading of [
    'What the site keeps on your device',
    'What reaches our servers and how long we keep it',
    'The AI assistant',
    'How to clear what this site keeps on your device',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText(/Effective date: \w+ \d{1,2}, \d{4}/)).toBeVisible();
  await expect(page.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);

  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  for (const heading of ['The AI assistant', 'Limitation of liability', 'Governing law']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText(/laws of the State of New York/)).toBeVisible();
});

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
  { width: 1280, height: 1200 },
]) {
  test(`at ${width}x${height} a placeholder's band reaches the footer: no empty strip between them`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    for (const placeholder of placeholderPages) {
      const response = await page.goto(placeholder.path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(placeholder.title);
      await expect(page.getByText(placeholder.text, { exact: true })).toBeVisible();
      const gap = await page.evaluate(() => {
        const band = document.querySelector('main [data-dark-hero]')!.getBoundingClientRect();
        const footer = document.querySelector('body > footer, footer')!.getBoundingClientRect();
        return footer.top - band.bottom;
      });
      expect(Math.abs(gap), placeholder.path).toBeLessThanOrEqual(1);
    }
  });
}
