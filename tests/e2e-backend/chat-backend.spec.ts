/**
 * With the real backend (no Gemini key): the chat answers from its local
 * fallback and every turn reaches chat_messages exactly once, including turns typed offline; a
 * reply carrying markup is shown as text.
 */
import { expect, type Page } from '@playwright/test';
import { chatRows } from './support/database';
import { test } from './support/database-test';
import { ask, log, openChat } from './support/chat-widget';
import { markPendingAgain, openOutboxPage, outboxItems, uniqueToken } from './support/site';
import { storedRecords } from '../e2e/stored-records';

// Openings of the local fallback replies (src/features/chat/fallback/fallback-copy.ts).
const PRICING_REPLY = 'Pricing depends on scope';
const AEO_REPLY = 'Answer engine optimization (AEO) makes your content the direct answer';
const MARKUP = '<img src=x onerror=alert(1)><b>bold</b>';

// The page's own replay is the path under test; a controlling service worker would also hide the
// ai-chatbot call from page routing.
test.use({ serviceWorkers: 'block' });

const assistantTexts = (page: Page) => log(page).locator('[data-message-role="assistant"] p');

/** The ai-chatbot function answers as a live model would (provider gemini) with `response`. */
async function answerLive(page: Page, response: string): Promise<void> {
  await page.route('**/functions/v1/ai-chatbot', (route) =>
    route.request().method() === 'OPTIONS'
      ? route.fulfill({
          status: 200,
          headers: {
            'Access-Control-Allow-Origin': '*',
            'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
            'Access-Control-Allow-Methods': 'POST, OPTIONS',
          },
          body: 'ok',
        })
      : route.fulfill({
          status: 200,
          headers: { 'Access-Control-Allow-Origin': '*' },
          contentType: 'application/json',
          json: { success: true, response, provider: 'gemini', confidence: 0.9 },
        }),
  );
}

test('with no Gemini key the fallback answers, and the turn is stored once with the reply the visitor saw', async ({ page, db }) => {
  const token = uniqueToken();
  const question = `How much does it cost? Ref ${token}`;
  await page.goto('/');
  await openChat(page);
  const reply = await ask(page, question);
  expect(reply).toContain(PRICING_REPLY);

  // The live call stored the question before the function said the AI is unavailable.
  const rows = await chatRows(db, token);
  expect(rows).toHaveLength(1);
  const [stored] = rows;
  expect(stored).toMatchObject({ user_message: question, ai_response: null, provider: null });
  const [record] = (await storedRecords(page, 'conversations')).filter((r) => String(r.userMessage).includes(token));
  expect(record).toMatchObject({ id: stored.client_record_id, sessionId: stored.session_id, provider: 'fallback', status: 'pending' });

  // The next page load replays the pending turn: the reply is attached to the same row.
  await openOutboxPage(page);
  await expect.poll(() => chatRows(db, token)).toEqual([
    { ...stored, ai_response: String(record.aiResponse), provider: 'fallback' },
  ]);
  expect(String(record.aiResponse)).toContain(PRICING_REPLY);
  await expect(outboxItems(page, token)).toHaveAttribute('data-status', 'delivered');
});

test('a reply carrying markup is shown as text, never as elements', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await answerLive(page, MARKUP);
  await page.goto('/');
  await openChat(page);
  await ask(page, `What is AEO? ${uniqueToken()}`);

  await expect(assistantTexts(page).nth(1)).toHaveText(MARKUP);
  await expect(log(page).locator('b, img')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('turns typed offline are answered by the fallback and reach the backend once after reconnecting', async ({ page, context, db }) => {
  const token = uniqueToken();
  const questions = [`What is AEO? Ref ${token}`, `How much does it cost? Ref ${token}`];
  await page.goto('/');
  await openChat(page);
  await context.setOffline(true);
  expect(await ask(page, questions[0])).toContain(AEO_REPLY);
  expect(await ask(page, questions[1])).toContain(PRICING_REPLY);
  const records = (await storedRecords(page, 'conversations')).filter((r) => String(r.userMessage).includes(token));
  expect(records.map((r) => r.status)).toEqual(['pending', 'pending']);
  expect(await chatRows(db, token)).toEqual([]);

  await context.setOffline(false);
  const expected = records
    .map((r) => ({ session_id: r.sessionId, client_record_id: r.id, user_message: r.userMessage, ai_response: r.aiResponse, provider: 'fallback' }))
    .sort((a, b) => questions.indexOf(String(a.user_message)) - questions.indexOf(String(b.user_message)));
  // Turns delivered in one batch share created_at: compare in the order the questions were asked.
  const inQuestionOrder = async () =>
    (await chatRows(db, token)).sort((a, b) => questions.indexOf(String(a.user_message)) - questions.indexOf(String(b.user_message)));
  await expect.poll(() => inQuestionOrder().then((rows) => [...rows]), { timeout: 35_000 }).toEqual(expected);

  // A second replay of the same turns (as if their acknowledgements were lost) adds nothing.
  await openOutboxPage(page);
  await expect(outboxItems(page, token).and(page.locator('[data-status="delivered"]'))).toHaveCount(2);
  await markPendingAgain(page, 'conversations', records.map((r) => String(r.id)));
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Delivered|waiting/ })).toHaveText('Delivered 2, refused 0, still waiting 0.');
  expect([...(await inQuestionOrder())]).toEqual(expected);
});

// A live reply's next steps can be tapped like the fallback's.
const LIVE_CONSULTATION =
  'Happy to set that up. Call +1 (212) 555-0147 to claim one of the three spots this month, ' +
  'email hello@ascendauthority.com with your website, or book your free strategy session at /contact.';
for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${width} px a live consultation reply links its phone number, email address and /contact`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await answerLive(page, LIVE_CONSULTATION);
    await page.goto('/');
    await openChat(page);
    await ask(page, `Can we schedule a consultation? ${uniqueToken()}`);
    const reply = log(page).locator('[data-message-role="assistant"]').nth(1);
    await expect(reply.locator('p')).toHaveText(LIVE_CONSULTATION);
    await expect(reply.getByRole('link')).toHaveCount(3);
    await expect(reply.getByRole('link', { name: '+1 (212) 555-0147' })).toHaveAttribute('href', 'tel:+12125550147');
    await expect(reply.getByRole('link', { name: 'hello@ascendauthority.com' })).toHaveAttribute('href', 'mailto:hello@ascendauthority.com');
    const contact = reply.getByRole('link', { name: '/contact' });
    await expect(contact).toHaveAttribute('href', '/contact');
    // / and /contact are islands pages: the link loads /contact as a new document, the chat reopened as it
    // was left and the focus left to the page (not the router's move to the new page's heading).
    await contact.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Ascend AI Assistant' })).toBeVisible();
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') != null)).toBe(false);
  });
}
