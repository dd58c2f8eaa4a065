import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { watchConsole } from './console-guard';

const LAUNCHER = 'Chat with our AI assistant';
const CHIPS = [
  'tell me about the AI marketing services',
  'how AI can help lead generation',
  'what is AEO/GEO',
  'marketing automation help',
  'schedule a consultation',
];
// Openings of the local fallback replies (src/features/chat/fallback/fallback-copy.ts); no backend in this build.
const AEO_REPLY = 'Answer engine optimization (AEO) makes your content the direct answer';
const PRICING_REPLY = 'Pricing depends on scope';
const GREETING = 'Hello, I am the Ascend assistant.';

const launcher = (page: Page) => page.getByRole('button', { name: LAUNCHER });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Ascend AI Assistant' });
const textbox = (page: Page) => panel(page).getByRole('textbox', { name: 'Type your message' });
const chips = (page: Page) => panel(page).getByRole('group', { name: 'Suggested questions' });
const userMessages = (page: Page) => panel(page).locator('[data-message-role="user"] p');
const assistantMessages = (page: Page) => panel(page).locator('[data-message-role="assistant"] p');
/** Whether the focus is in the chat's panel (a page load that reopens it leaves the focus to the page). */
const focusInPanel = (page: Page) => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') != null);
const typing = (page: Page) => panel(page).getByRole('status').getByText('Assistant is typing');

/** The launcher is in the prerendered HTML; wait until React has hydrated it before clicking. */
async function openChat(page: Page) {
  await page.waitForFunction((name) => {
    const button = document.querySelector(`button[aria-label="${name}"]`);
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'));
  }, LAUNCHER);
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
}


test('the launcher is prerendered and hydrates without warnings; the panel code loads on open, with the greeting and quick replies', async ({ page, request }) => {
  const problems = watchConsole(page);
  const panelCode: string[] = [];
  page.on('request', (r) => /chat-panel/.test(r.url()) && panelCode.push(r.url()));
  expect(await (await request.get('/about')).text()).toContain(`aria-label="${LAUNCHER}"`);
  await page.goto('/about');
  await expect(launcher(page)).toBeVisible();
  // Hydrated: whatever the first paint loads has loaded.
  await page.locator('html[data-hydrated]').waitFor();
  expect(panelCode, 'the panel is not part of the first paint').toEqual([]);
  await openChat(page);
  expect(panelCode).toHaveLength(1);
  await expect(panel(page)).toHaveAttribute('aria-modal', 'false');
  await expect(launcher(page)).toBeHidden();
  await expect(textbox(page)).toBeFocused();
  await expect(assistantMessages(page).first()).toContainText(GREETING);
  await expect(panel(page).locator('time').first()).toHaveText(/^\d{1,2}:\d{2} (AM|PM)$/);
  await expect(chips(page).getByRole('button')).toHaveText(CHIPS);
  expect(problems).toEqual([]);
});

test('a quick reply is sent and answered by the local fallback; the chips leave with the greeting-only state', async ({ page }) => {
  // A paused clock: the 800-1600 ms typing window stays open while it is checked, however busy the machine.
  await page.clock.install({ time: new Date('2025-03-04T14:00:00-05:00') });
  await page.goto('/');
  await openChat(page);
  await page.clock.pauseAt(new Date('2025-03-04T14:10:00-05:00'));
  await chips(page).getByRole('button', { name: 'what is AEO/GEO' }).click();
  await expect(userMessages(page)).toHaveText(['what is AEO/GEO']);
  await expect(chips(page)).toHaveCount(0);
  await expect(typing(page)).toBeAttached();
  await page.clock.runFor(1610);
  await expect(assistantMessages(page).nth(1)).toContainText(AEO_REPLY);
  await expect(typing(page)).toHaveCount(0);
  await expect(textbox(page)).toBeEnabled();
  await expect(textbox(page)).toBeFocused();
  await page.clock.runFor(1500);
  await expect(panel(page).getByText('You might also ask:')).toBeVisible();
  await expect(chips(page)).toHaveCount(0);
});

test.describe('with a paused clock in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('Shift+Enter adds a line, Enter sends; the box is disabled and the indicator shows for 800-1600 ms', async ({ page }) => {
    await page.clock.install({ time: new Date('2025-03-04T14:00:00-05:00') });
    await page.goto('/');
    await openChat(page);
    await page.clock.pauseAt(new Date('2025-03-04T14:10:00-05:00'));
    await textbox(page).pressSequentially('How much');
    await page.keyboard.press('Shift+Enter');
    await textbox(page).pressSequentially('does it cost?');
    await expect(textbox(page)).toHaveValue('How much\ndoes it cost?');
    await expect(userMessages(page)).toHaveCount(0);

    await page.keyboard.press('Enter');
    await expect(userMessages(page)).toHaveText(['How much\ndoes it cost?'], { useInnerText: true });
    await expect(textbox(page)).toHaveValue('');
    await expect(panel(page).locator('[data-message-role="user"] time')).toHaveText(['2:10 PM']);
    // SPEC's disabled box and button, as aria-disabled: the focus stays in the box, nothing is typed or sent twice.
    await expect(textbox(page)).toBeDisabled();
    await expect(textbox(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(textbox(page)).toBeFocused();
    await expect(panel(page).getByRole('button', { name: 'Send message' })).toBeDisabled();
    await page.keyboard.type('again');
    await page.keyboard.press('Enter');
    await expect(textbox(page)).toHaveValue('');
    await expect(userMessages(page)).toHaveCount(1);
    await page.clock.runFor(790);
    await expect(typing(page)).toBeAttached();
    await expect(assistantMessages(page)).toHaveCount(1);
    await page.clock.runFor(820);
    await expect(assistantMessages(page).nth(1)).toContainText(PRICING_REPLY);
    await expect(typing(page)).toHaveCount(0);
    await expect(textbox(page)).toBeEnabled();
    await expect(textbox(page)).toBeFocused();
    // Follow-ups come 1500 ms after the reply, which came 800-1600 ms after sending.
    await page.clock.runFor(2290 - 1610);
    await expect(panel(page).getByText('You might also ask:')).toHaveCount(0);
    await page.clock.runFor(3110 - 2290);
    await expect(panel(page).getByText('You might also ask:')).toBeVisible();
  });

  test('action items follow the consultation reply 2500 ms later, after the follow-up questions', async ({ page }) => {
    await page.clock.install({ time: new Date('2025-03-04T14:00:00-05:00') });
    await page.goto('/');
    await openChat(page);
    await page.clock.pauseAt(new Date('2025-03-04T14:10:00-05:00'));
    await chips(page).getByRole('button', { name: 'schedule a consultation' }).click();
    // The reply lands at a random 800-1600 ms: step the clock until it shows, so later times count from it.
    for (let elapsed = 0; elapsed < 1700 && (await assistantMessages(page).count()) < 2; elapsed += 50) {
      await page.clock.runFor(50);
    }
    await expect(assistantMessages(page).nth(1)).toContainText('A consultation is the right next step.');
    const steps = panel(page).getByText('Suggested next steps:');
    // At most 2450 ms after the reply: follow-ups (+1500 ms) are there, action items (+2500 ms) not yet.
    await page.clock.runFor(2400);
    await expect(panel(page).getByText('You might also ask:')).toBeVisible();
    await expect(steps).toHaveCount(0);
    await page.clock.runFor(150);
    await expect(steps).toBeVisible();
    await expect(panel(page).getByRole('listitem').filter({ hasText: '+1 (212) 555-0147' })).toHaveCount(1);
  });
});

test('whitespace is not sent', async ({ page }) => {
  await page.goto('/');
  await openChat(page);
  await textbox(page).fill('   ');
  await page.keyboard.press('Enter');
  await expect(panel(page).getByRole('button', { name: 'Send message' })).toBeDisabled();
  await expect(userMessages(page)).toHaveCount(0);
  await expect(chips(page)).toBeVisible();
});

test('minimise keeps the header, close and Escape return focus to the launcher', async ({ page }) => {
  await page.goto('/');
  await openChat(page);
  await panel(page).getByRole('button', { name: 'Minimise chat' }).click();
  await expect(textbox(page)).toBeHidden();
  await expect(panel(page).getByRole('heading', { name: 'Ascend AI Assistant' })).toBeVisible();
  await panel(page).getByRole('button', { name: 'Expand chat' }).click();
  await expect(textbox(page)).toBeVisible();
  await expect(textbox(page)).toBeFocused();
  await panel(page).getByRole('button', { name: 'Close chat' }).click();
  await expect(panel(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();
  await launcher(page).click();
  await expect(textbox(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();
});

test('the conversation survives navigation to another page and a reload, open as it was left, the focus left to the page', async ({ page }) => {
  await page.goto('/');
  await openChat(page);
  await textbox(page).fill('How much does it cost?');
  await page.keyboard.press('Enter');
  await expect(assistantMessages(page).nth(1)).toContainText(PRICING_REPLY);

  // / and /about are islands pages: the link loads /about as a new document.
  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(panel(page)).toBeVisible();
  await expect(userMessages(page)).toHaveText(['How much does it cost?']);
  expect(await focusInPanel(page)).toBe(false);

  await page.reload();
  await expect(panel(page)).toBeVisible();
  await expect(userMessages(page)).toHaveText(['How much does it cost?']);
  await expect(assistantMessages(page).nth(1)).toContainText(PRICING_REPLY);
  await expect(chips(page)).toHaveCount(0);
});

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${width}x${height} all five quick replies show in the open panel without scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/about');
    await openChat(page);
    await expect(chips(page).getByRole('button')).toHaveText(CHIPS);
    const boxOf = async (selector: Promise<{ x: number; y: number; width: number; height: number } | null>) => {
      const box = (await selector)!;
      return { top: box.y, left: box.x, bottom: box.y + box.height, right: box.x + box.width };
    };
    const conversation = panel(page).getByRole('region', { name: 'Conversation' });
    const panelBox = await boxOf(panel(page).boundingBox());
    const shown = await boxOf(conversation.boundingBox());
    expect(await conversation.evaluate((element) => element.scrollTop)).toBe(0);
    for (const chip of await chips(page).getByRole('button').all()) {
      const box = await boxOf(chip.boundingBox());
      const name = await chip.textContent();
      // Inside the panel, inside the part of the conversation it shows, and on the screen.
      expect(box.top, `${name}`).toBeGreaterThanOrEqual(Math.max(panelBox.top, shown.top, 0));
      expect(box.bottom, `${name}`).toBeLessThanOrEqual(Math.min(panelBox.bottom, shown.bottom, height));
      expect(box.left, `${name}`).toBeGreaterThanOrEqual(Math.max(panelBox.left, 0));
      expect(box.right, `${name}`).toBeLessThanOrEqual(Math.min(panelBox.right, width));
    }
  });

  test(`at ${width} px the open panel fits the screen, its next steps can be tapped and axe finds nothing`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    // A paused clock holds the 800-1600 ms wait open for as long as the assertions need, whatever the load.
    await page.clock.install({ time: new Date('2025-03-04T14:00:00-05:00') });
    await page.goto('/');
    await openChat(page);
    await page.clock.pauseAt(new Date('2025-03-04T14:10:00-05:00'));
    await chips(page).getByRole('button', { name: 'schedule a consultation' }).click();
    // The chips leave as the question is sent: the box takes the focus and keeps it while the reply is awaited.
    await expect(textbox(page)).toBeFocused();
    await expect(textbox(page)).toHaveAttribute('aria-disabled', 'true');
    await page.clock.runFor(1610);
    await expect(textbox(page)).toHaveAttribute('aria-disabled', 'false');
    await expect(textbox(page)).toBeFocused();
    await page.clock.runFor(2500);
    await expect(panel(page).getByText('Suggested next steps:')).toBeVisible();
    await expect(textbox(page)).toBeFocused();
    await page.clock.resume();
    // The next steps' own list (the reply above may end with its Read more links).
    const steps = panel(page).locator('[data-message-role="assistant"]').filter({ hasText: 'Suggested next steps:' }).getByRole('listitem');
    await expect(steps).toHaveText([
      "Call +1 (212) 555-0147 to claim one of this month's 3 consultation spots",
      'Book your free $2,500 strategy session',
      'Email hello@ascendauthority.com with your website and goals',
    ]);
    await expect(steps.nth(0).getByRole('link', { name: '+1 (212) 555-0147' })).toHaveAttribute('href', 'tel:+12125550147');
    await expect(steps.nth(1).getByRole('link', { name: 'Book your free $2,500 strategy session' })).toHaveAttribute('href', '/contact');
    await expect(steps.nth(2).getByRole('link', { name: 'hello@ascendauthority.com' })).toHaveAttribute('href', 'mailto:hello@ascendauthority.com');
    // The reply itself links the phone number it gives.
    await expect(panel(page).locator('[data-message-role="assistant"]').nth(1).getByRole('link', { name: '+1 (212) 555-0147' })).toHaveAttribute(
      'href',
      'tel:+12125550147',
    );
    const box = (await panel(page).boundingBox())!;
    if (width < 640) {
      expect(box.width).toBe(width);
      expect(box.y + box.height).toBeCloseTo(height, 0);
      expect(box.height).toBeLessThanOrEqual(height * 0.85 + 1);
    } else {
      expect(box.width).toBe(400);
      expect(box.x + box.width).toBeLessThan(width);
    }
    expect(await axeViolations(page)).toEqual([]);

    // Booking opens the contact page (an islands page: a new document, the panel reopened as it was left);
    // on a phone the panel folds down so the page can be seen.
    await steps.nth(1).getByRole('link').click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(panel(page)).toHaveAttribute('data-view', width < 640 ? 'minimised' : 'open');
    expect(await focusInPanel(page)).toBe(false);
  });
}
