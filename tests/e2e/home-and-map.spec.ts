import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { watchConsole } from './console-guard';
import { HOME_SECTION_HEADINGS } from './home-sections';


/** The 15 positioned services of the map, in ring order. */
const MAP_SLUGS = [
  'security-compliance',
  'ai-websites-landing-pages',
  'content-media-creation',
  'analytics-reporting',
  'omnichannel-communication',
  'intelligent-campaigns',
  'omnichannel-nurturing',
  'seo-ppc-superpowers',
  'competitor-monitoring',
  'answer-engine-optimization',
  'intent-graph-targeting',
  'precision-lead-management',
  'outreach-partnerships',
  'ai-lead-generation',
  'voice-agent-verification',
];

/** One service as a visitor sees it on the map, with its fixed connections. */
const SEO_PPC = {
  slug: 'seo-ppc-superpowers',
  title: 'SEO & PPC Superpowers',
  subtitle: 'Organic search and paid media run as one program...',
  related: ['analytics-reporting', 'intelligent-campaigns', 'competitor-monitoring', 'outreach-partnerships'],
};
const VOICE = {
  slug: 'voice-agent-verification',
  title: 'Voice Agent Verification',
  subtitle: 'Test, verify and monitor AI voice agents so every...',
  related: ['security-compliance', 'omnichannel-communication', 'precision-lead-management'],
};


/** Opens the home page and waits until React has hydrated it (the header reacts to scrolling). */
async function openHome(page: Page) {
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor();
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(page.locator('header').first()).toHaveAttribute('data-solid', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function expectStates(page: Page, scope: string, active: string | null, related: string[]) {
  for (const slug of MAP_SLUGS) {
    const expected = slug === active ? 'active' : related.includes(slug) ? 'related' : 'idle';
    await expect(page.locator(`${scope} [data-map-card][data-slug="${slug}"]`), slug).toHaveAttribute('data-state', expected);
  }
}

test.describe('home page', () => {
  test('hero: headline, both calls to action and the three figures; hydrates without warnings', async ({ page }) => {
    const problems = watchConsole(page);
    await openHome(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lead Generation That AI Engines Trust');
    const hero = page.locator('main section').first();
    await expect(hero.getByRole('link', { name: 'Start Building Authority' })).toHaveAttribute('href', '/contact');
    await expect(hero.getByRole('link', { name: 'Explore Services' })).toHaveAttribute('href', '/services');

    const stats = hero.getByTestId('hero-statistics').getByRole('listitem');
    await expect(stats).toHaveCount(3);
    await expect(stats.nth(0)).toContainText('50%');
    await expect(stats.nth(0)).toContainText('projected organic traffic decline');
    await expect(stats.nth(0)).toContainText(/Gartner.*2028/);
    await expect(stats.nth(1)).toContainText('85%');
    await expect(stats.nth(1)).toContainText('of marketers unprepared');
    await expect(stats.nth(2)).toContainText('60%');
    await expect(stats.nth(2)).toContainText('higher engagement');
    expect(problems).toEqual([]);
  });

  test('sections in SPEC order with one H1 and an H2 each', async ({ page }) => {
    await openHome(page);
    await expect(page.locator('main h1')).toHaveCount(1);
    await expect(page.locator('main h2')).toHaveText(HOME_SECTION_HEADINGS);
  });

  test('three principles and the New Success Metrics panel with its four fixed percentages', async ({ page }) => {
    await openHome(page);
    for (const title of ["Solve, Don't Just Sell", 'Build the Flywheel', 'Trust is Ultimate Asset']) {
      await expect(page.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
    }
    const panel = page.getByRole('complementary', { name: 'New Success Metrics' });
    await expect(panel.getByRole('heading', { name: 'New Success Metrics' })).toBeVisible();
    for (const [name, value] of [
      ['AI citations', 85],
      ['Featured snippets', 72],
      ['Brand authority', 91],
      ['Voice search', 68],
    ] as const) {
      const meter = panel.getByRole('meter', { name });
      await expect(meter).toHaveAttribute('aria-valuenow', String(value));
      await expect(panel.getByText(`${value}%`, { exact: true })).toBeVisible();
      const fill = await meter.evaluate((el) => (el.firstElementChild as HTMLElement).getBoundingClientRect().width / el.getBoundingClientRect().width);
      expect(fill).toBeCloseTo(value / 100, 2);
    }
  });

  test('four business challenges, each with a challenge and a solution', async ({ page }) => {
    await openHome(page);
    const cards = page.getByTestId('business-challenge');
    await expect(cards).toHaveCount(4);
    const titles = ['Resource Crunch', 'Visibility Crisis', 'Data Dilemma', 'Engagement Gap'];
    for (const [i, title] of titles.entries()) {
      await expect(cards.nth(i).getByRole('heading', { level: 3 })).toHaveText(title);
      await expect(cards.nth(i).getByRole('term')).toHaveText(['The challenge', 'Our solution']);
    }
  });

  test('two core service blocks with their figures, service and contact links', async ({ page }) => {
    await openHome(page);
    const blocks = page.getByTestId('core-service');
    await expect(blocks).toHaveCount(2);
    const expected = [
      { figures: ['80%', '60%', '5x'], service: '/services/ai-content-creation' },
      { figures: ['300%', '45%', '24/7'], service: '/services/ai-lead-generation' },
    ];
    for (const [i, block] of expected.entries()) {
      await expect(blocks.nth(i).getByRole('definition')).toHaveText(block.figures);
      await expect(blocks.nth(i)).toContainText('Typical client outcomes');
      await expect(blocks.nth(i).locator(`a[href="${block.service}"]`)).toBeVisible();
      await expect(blocks.nth(i).locator('a[href="/contact"]')).toBeVisible();
    }
    await expect(page.getByText('typical outcomes from our client programs, not guarantees')).toBeVisible();
  });

  test('closing call to action', async ({ page }) => {
    await openHome(page);
    const closing = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Find out where AI engines place you today' }) });
    await expect(closing.getByRole('link', { name: 'Start Your Authority Assessment' })).toHaveAttribute('href', '/contact');
    await expect(closing.getByRole('link', { name: 'Explore Authority Hub' })).toHaveAttribute('href', '/authority-hub');
  });
});

test.describe('service ecosystem map at 1280 px', () => {
  const card = (page: Page, slug: string) => page.locator(`[data-testid="map-diagram"] [data-map-card][data-slug="${slug}"]`);
  const lines = (page: Page) => page.locator('[data-testid="map-connections"] line');
  const panel = (page: Page) => page.getByRole('region', { name: 'Service details' });

  test('shows the positioned diagram, hub and legend; every card links to its service page', async ({ page }) => {
    await openHome(page);
    await expect(page.getByTestId('map-diagram')).toBeVisible();
    await expect(page.getByTestId('map-list')).toBeHidden();
    await expect(page.getByTestId('map-hub')).toHaveText('AI Authority Flywheel');
    await expect(page.getByTestId('map-legend').getByRole('listitem')).toHaveText(['Foundation', 'Content', 'Architecture', 'Visibility', 'Lead Gen', 'Trust']);
    const cards = page.locator('[data-testid="map-diagram"] [data-map-card]');
    await expect(cards).toHaveCount(15);
    for (const [i, slug] of MAP_SLUGS.entries()) {
      await expect(cards.nth(i)).toHaveAttribute('data-slug', slug);
      await expect(cards.nth(i)).toHaveAttribute('href', `/services/${slug}`);
      await expect(cards.nth(i)).toBeVisible();
    }
    await expect(lines(page)).toHaveCount(0);
  });

  test('no two cards overlap, nor leave the diagram, from 1024 px to 1440 px', async ({ page }) => {
    await openHome(page);
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const diagram = (await page.getByTestId('map-diagram').boundingBox())!;
      const boxes = await page.locator('[data-testid="map-diagram"] [data-map-card]').evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return { slug: el.getAttribute('data-slug'), x: r.x + window.scrollX, y: r.y + window.scrollY, w: r.width, h: r.height };
        }),
      );
      const top = diagram.y + (await page.evaluate(() => window.scrollY));
      for (const a of boxes) {
        expect(a.x, `${width}: ${a.slug}`).toBeGreaterThanOrEqual(diagram.x - 1);
        expect(a.x + a.w, `${width}: ${a.slug}`).toBeLessThanOrEqual(diagram.x + diagram.width + 1);
        expect(a.y, `${width}: ${a.slug}`).toBeGreaterThanOrEqual(top - 1);
        expect(a.y + a.h, `${width}: ${a.slug}`).toBeLessThanOrEqual(top + diagram.height + 1);
        for (const b of boxes) {
          if (a === b) continue;
          const apart = a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
          expect(apart, `${width}: ${a.slug} / ${b.slug}`).toBe(true);
        }
      }
    }
  });

  test('hovering a card highlights it and its related cards, draws the lines and fills the panel; leaving clears', async ({ page }) => {
    await openHome(page);
    await card(page, SEO_PPC.slug).hover();
    await expectStates(page, '[data-testid="map-diagram"]', SEO_PPC.slug, SEO_PPC.related);
    await expect(lines(page)).toHaveCount(SEO_PPC.related.length);
    await expect(panel(page).getByTestId('map-panel-title')).toHaveText(SEO_PPC.title);
    await expect(panel(page).getByTestId('map-panel-subtitle')).toHaveText(SEO_PPC.subtitle);
    await expect(panel(page).getByText('The challenge')).toBeVisible();
    await expect(panel(page).getByText('Our solution')).toBeVisible();
    await expect(panel(page).getByText('Connected services')).toBeVisible();
    for (const slug of SEO_PPC.related) await expect(panel(page).locator(`a[href="/services/${slug}"]`)).toBeVisible();
    expect(await axeViolations(page), 'axe while a service is hovered').toEqual([]);

    await page.mouse.move(640, 5);
    await expectStates(page, '[data-testid="map-diagram"]', null, []);
    await expect(lines(page)).toHaveCount(0);
    await expect(panel(page)).toHaveCount(0);
    await expect(page.getByTestId('map-hub')).toBeVisible();
  });

  test('only one service is hovered at a time', async ({ page }) => {
    await openHome(page);
    await card(page, SEO_PPC.slug).hover();
    await card(page, VOICE.slug).hover();
    await expectStates(page, '[data-testid="map-diagram"]', VOICE.slug, VOICE.related);
    await expect(page.locator('[data-testid="map-diagram"] [data-state="active"]')).toHaveCount(1);
    await expect(lines(page)).toHaveCount(VOICE.related.length);
    await expect(panel(page).getByTestId('map-panel-title')).toHaveText(VOICE.title);
  });

  test('Tab moves focus and the highlight from card to card; Enter moves into the panel, Escape back to the card', async ({ page }) => {
    await openHome(page);
    await card(page, 'omnichannel-nurturing').focus();
    await page.keyboard.press('Tab');
    await expect(card(page, SEO_PPC.slug)).toBeFocused();
    await expectStates(page, '[data-testid="map-diagram"]', SEO_PPC.slug, SEO_PPC.related);
    await expect(lines(page)).toHaveCount(SEO_PPC.related.length);
    await expect(panel(page).getByTestId('map-panel-title')).toHaveText(SEO_PPC.title);
    await expect(card(page, SEO_PPC.slug)).toHaveAccessibleDescription('Press Enter for its details and connected services, Escape to return.');

    // Enter: into the panel, whose links the Tab key then reaches (the service stays shown).
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(panel(page)).toBeFocused();
    await expectStates(page, '[data-testid="map-diagram"]', SEO_PPC.slug, SEO_PPC.related);
    // The panel's focus ring is whole: nothing around it clips it.
    const ring = await panel(page).evaluate((el) => {
      const style = getComputedStyle(el);
      const clipped = (node: Element | null): boolean =>
        node !== null && node !== document.body && (getComputedStyle(node).overflow !== 'visible' || clipped(node.parentElement));
      return { outline: `${style.outlineStyle} ${style.outlineWidth}`, clipped: clipped(el.parentElement) };
    });
    expect(ring).toEqual({ outline: 'solid 3px', clipped: false });
    await page.keyboard.press('Tab');
    await expect(panel(page).getByRole('link', { name: `Open ${SEO_PPC.title}` })).toBeFocused();
    for (const slug of SEO_PPC.related) {
      await page.keyboard.press('Tab');
      await expect(panel(page).locator(`a[href="/services/${slug}"]`)).toBeFocused();
    }
    await expectStates(page, '[data-testid="map-diagram"]', SEO_PPC.slug, SEO_PPC.related);

    // Escape: back to the card, still highlighted; Escape again clears.
    await page.keyboard.press('Escape');
    await expect(card(page, SEO_PPC.slug)).toBeFocused();
    await expectStates(page, '[data-testid="map-diagram"]', SEO_PPC.slug, SEO_PPC.related);
    await page.keyboard.press('Escape');
    await expectStates(page, '[data-testid="map-diagram"]', null, []);

    // The panel's own link opens the service page.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services\/seo-ppc-superpowers$/);
  });
});

// A laptop screen too short for the map and a panel below it: the details show where the pointer is.
test.describe('service ecosystem map on a 1280 x 800 screen', () => {
  const card = (page: Page, slug: string) => page.locator(`[data-testid="map-diagram"] [data-map-card][data-slug="${slug}"]`);
  const panel = (page: Page) => page.getByRole('region', { name: 'Service details' });
  const centre = async (locator: ReturnType<Page['locator']>) => {
    const box = (await locator.boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };

  // The diagram just under the header (reading down from its top row), then with its bottom row at the foot of the screen.
  for (const { at, slug } of [
    { at: 'top', slug: 'content-media-creation' },
    { at: 'bottom', slug: 'precision-lead-management' },
  ]) {
    test(`hovering a card with the diagram at the ${at} of the screen shows its panel in view, and it stays while the mouse moves onto it`, async ({ page }) => {
      await openHome(page);
      const diagram = page.getByTestId('map-diagram');
      await diagram.scrollIntoViewIfNeeded();
      await page.evaluate((edge) => {
        const box = document.querySelector('[data-testid="map-diagram"]')!.getBoundingClientRect();
        const header = document.querySelector('header')!.getBoundingClientRect().height;
        window.scrollBy(0, edge === 'top' ? box.top - header - 8 : box.bottom - window.innerHeight + 8);
      }, at);
      await expect(card(page, slug)).toBeInViewport({ ratio: 1 });

      const from = await centre(card(page, slug));
      await page.mouse.move(from.x, from.y);
      await expect(panel(page).getByTestId('map-panel-title')).toHaveText((await card(page, slug).textContent())!);
      await expect(panel(page)).toBeInViewport({ ratio: 1 });

      // Along a straight line, at a hand's pace, onto the panel's link to the service's page.
      const link = panel(page).getByRole('link', { name: /^Open / });
      const to = await centre(link);
      await page.mouse.move(to.x, to.y, { steps: 12 });
      await page.waitForTimeout(600);
      await expect(card(page, slug)).toHaveAttribute('data-state', 'active');
      await expect(panel(page).getByTestId('map-panel-title')).toHaveText((await card(page, slug).textContent())!);
      await expect(link).toBeInViewport({ ratio: 1 });
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/services/${slug}$`));
    });
  }
});

/** The colour of the swatch (its first aria-hidden dot) of each element `selector` matches. */
function swatchColours(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((els) =>
    els.map((el) => getComputedStyle(el.querySelector('[aria-hidden="true"]')!).backgroundColor),
  );
}

test.describe('the map legend', () => {
  test('at 1280 px names every colour a card is drawn in: SPEC five, then Trust', async ({ page }) => {
    await openHome(page);
    const legend = page.getByTestId('map-legend').getByRole('listitem');
    await expect(legend).toHaveText(['Foundation', 'Content', 'Architecture', 'Visibility', 'Lead Gen', 'Trust']);
    const named = await swatchColours(page, '[data-testid="map-legend"] li');
    expect(new Set(named).size, 'one colour per legend entry').toBe(named.length);
    const drawn = await swatchColours(page, '[data-testid="map-diagram"] [data-map-card]');
    expect(drawn).toHaveLength(15);
    expect(drawn.filter((colour) => !named.includes(colour)), 'colours drawn that the legend does not name').toEqual([]);
  });

  test('at 390 px the groups of the list are the legend entries, in their colours', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHome(page);
    // The legend itself is the wide screen's; the list's group headings stand for it here.
    const legendNames = await page.locator('[data-testid="map-legend"] li').allTextContents();
    expect(legendNames).toEqual(['Foundation', 'Content', 'Architecture', 'Visibility', 'Lead Gen', 'Trust']);
    const groups = page.getByTestId('map-list').locator('section');
    await expect(groups.getByRole('heading', { level: 4 })).toHaveText(legendNames);
    const named = await swatchColours(page, '[data-testid="map-legend"] li');
    expect(await swatchColours(page, '[data-testid="map-list"] section h4')).toEqual(named);
  });
});

test.describe('service ecosystem map on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const item = (page: Page, slug: string) => page.locator(`[data-testid="map-list"] [data-map-card][data-slug="${slug}"]`);

  test('shows a stacked list by category, not the diagram; every card links to its service page', async ({ page }) => {
    await openHome(page);
    await expect(page.getByTestId('map-diagram')).toBeHidden();
    const list = page.getByTestId('map-list');
    await expect(list).toBeVisible();
    await expect(list.getByRole('heading', { level: 3 })).toHaveText('AI Authority Flywheel');
    await expect(list.getByRole('heading', { level: 4 })).toHaveText(['Foundation', 'Content', 'Architecture', 'Visibility', 'Lead Gen', 'Trust']);
    const items = list.locator('[data-map-card]');
    await expect(items).toHaveCount(15);
    for (const slug of MAP_SLUGS) {
      const link = item(page, slug).getByRole('link');
      await expect(link).toHaveAttribute('href', `/services/${slug}`);
      const box = await link.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(44);
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('tapping a service shows its panel under it and highlights its connections; the arrow opens its page', async ({ page }) => {
    await openHome(page);
    const button = item(page, VOICE.slug).getByRole('button', { name: VOICE.title });
    await button.scrollIntoViewIfNeeded();
    await button.tap();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = item(page, VOICE.slug).getByTestId('map-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('map-panel-title')).toHaveText(VOICE.title);
    await expect(panel.getByTestId('map-panel-subtitle')).toHaveText(VOICE.subtitle);
    await expect(panel.getByTestId('map-panel-challenge')).toBeVisible();
    await expect(panel.getByTestId('map-panel-solution')).toBeVisible();
    await expectStates(page, '[data-testid="map-list"]', VOICE.slug, VOICE.related);
    const buttonBox = (await button.boundingBox())!;
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.y).toBeGreaterThan(buttonBox.y + buttonBox.height - 1);

    // The connections are drawn on the open item: a line to each connected service, each a link to its page.
    const tree = panel.getByTestId('map-connection-tree');
    await expect(tree.getByRole('list', { name: 'Connected services' }).getByRole('listitem')).toHaveCount(VOICE.related.length);
    for (const slug of VOICE.related) {
      const branch = tree.locator(`[data-connection="${VOICE.slug} ${slug}"]`);
      await expect(branch.getByRole('link')).toHaveAttribute('href', `/services/${slug}`);
      await expect(branch.getByRole('link')).toBeInViewport();
      // Both halves of the branch are painted: the trunk and the line to the link.
      const line = await branch.evaluate((li) => [getComputedStyle(li, '::before').width, getComputedStyle(li, '::after').height]);
      expect(line).toEqual(['2px', '2px']);
    }
    // The connected services in the list say so in words, not only by colour.
    for (const slug of VOICE.related) {
      await expect(item(page, slug).getByTestId('map-connected-badge')).toHaveText(`Connected, Connected to ${VOICE.title}`);
      await expect(item(page, slug).getByRole('button')).toHaveAccessibleName(new RegExp(`Connected to ${VOICE.title}$`));
    }
    await expect(page.getByTestId('map-list').getByTestId('map-connected-badge')).toHaveCount(VOICE.related.length);
    // Focus rings of the list's controls are whole: no item clips its content any more.
    expect(await item(page, VOICE.slug).evaluate((li) => getComputedStyle(li).overflow)).toBe('visible');
    expect(await axeViolations(page), 'axe with a panel open').toEqual([]);

    await page.getByRole('heading', { level: 2, name: 'Four business challenges we solve' }).tap();
    await expectStates(page, '[data-testid="map-list"]', null, []);
    await expect(page.getByTestId('map-list').getByTestId('map-panel')).toHaveCount(0);

    await item(page, VOICE.slug).getByRole('link', { name: `Open ${VOICE.title}` }).tap();
    await expect(page).toHaveURL(/\/services\/voice-agent-verification$/);
  });
});

test.describe('service ecosystem map by keyboard at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const item = (page: Page, slug: string) => page.locator(`[data-testid="map-list"] [data-map-card][data-slug="${slug}"]`);

  test('Enter opens a service, Tab walks its connections, each focus ring whole and unclipped', async ({ page }) => {
    await openHome(page);
    const button = item(page, VOICE.slug).getByRole('button', { name: VOICE.title });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expectStates(page, '[data-testid="map-list"]', VOICE.slug, VOICE.related);
    // The focused control's ring (3 px, drawn inside its edges) is not cut off by anything around it.
    const whole = (locator: ReturnType<Page['locator']>) =>
      locator.evaluate((el) => {
        const style = getComputedStyle(el);
        const clipped = (node: Element | null): boolean =>
          node !== null && node !== document.body && (!['visible', 'auto'].includes(getComputedStyle(node).overflow) || clipped(node.parentElement));
        return { focused: document.activeElement === el, outline: `${style.outlineStyle} ${style.outlineWidth}`, clipped: clipped(el.parentElement) };
      });
    expect(await whole(button)).toEqual({ focused: true, outline: 'solid 3px', clipped: false });
    await page.keyboard.press('Tab');
    const arrow = item(page, VOICE.slug).getByRole('link', { name: `Open ${VOICE.title}` }).first();
    await expect(arrow).toBeFocused();
    expect(await whole(arrow)).toEqual({ focused: true, outline: 'solid 3px', clipped: false });
    const tree = item(page, VOICE.slug).getByTestId('map-connection-tree');
    // Into the panel: its links to the connected services come in order, each reachable and visible.
    await expect(tree.getByRole('link')).toHaveCount(VOICE.related.length);
    let reached = 0;
    for (let step = 0; step < 12 && reached < VOICE.related.length; step++) {
      await page.keyboard.press('Tab');
      const href = await page.evaluate(() => document.activeElement?.getAttribute('href'));
      if (href === `/services/${VOICE.related[reached]}`) {
        const link = tree.locator(`a[href="/services/${VOICE.related[reached]}"]`);
        await expect(link).toBeFocused();
        await expect(link).toBeInViewport();
        expect(await whole(link)).toEqual({ focused: true, outline: 'solid 3px', clipped: false });
        reached++;
      }
    }
    expect(reached).toBe(VOICE.related.length);
    // Space on the service's button closes it again.
    await button.focus();
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expectStates(page, '[data-testid="map-list"]', null, []);
  });
});

// The list (not the diagram) serves every width below 1024 px: a small phone and a tablet held upright.
for (const { width, height, device } of [
  { width: 360, height: 740, device: 'phone' },
  { width: 768, height: 1024, device: 'tablet' },
]) {
  test.describe(`service ecosystem map on a ${width} px ${device}`, () => {
    test.use({ viewport: { width, height }, hasTouch: true, isMobile: true });

    test("a tapped service's connections fit the screen and can be followed", async ({ page }) => {
      await openHome(page);
      await expect(page.getByTestId('map-diagram')).toBeHidden();
      const open = page.locator(`[data-testid="map-list"] [data-map-card][data-slug="${SEO_PPC.slug}"]`);
      const button = open.getByRole('button', { name: SEO_PPC.title });
      await button.scrollIntoViewIfNeeded();
      await button.tap();
      const tree = open.getByTestId('map-connection-tree');
      await expect(tree.getByRole('link')).toHaveCount(SEO_PPC.related.length);
      for (const slug of SEO_PPC.related) {
        const branch = tree.locator(`[data-connection="${SEO_PPC.slug} ${slug}"]`);
        const box = (await branch.getByRole('link').boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(box.height).toBeGreaterThanOrEqual(44);
        // The line to each connected service is drawn.
        expect(await branch.evaluate((li) => [getComputedStyle(li, '::before').width, getComputedStyle(li, '::after').height])).toEqual(['2px', '2px']);
      }
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await tree.getByRole('link', { name: 'Competitor Monitoring' }).tap();
      await expect(page).toHaveURL(/\/services\/competitor-monitoring$/);
    });
  });
}
