/**
 * A conversation sent to the team from the chat while offline, end to end: the chat answers both
 * questions on the device, the short form keeps the contact in the outbox and says so in SPEC's words;
 * back online it is stored once, with the transcript of both questions and both answers and the page
 * the chat was on, and the team's webhook receives one lead.chat event for it, even when the device
 * sends it again.
 */
import { expect } from '@playwright/test';
import type postgres from 'postgres';
import { test } from './support/database-test';
import { ask, openChat, panel } from './support/chat-widget';
import { SPEC_TEXTS } from './support/forms';
import { type LeadWebhook, sinkRecords } from './support/lead-sink';
import { markPendingAgain, openOutboxPage, outboxItems, uniqueToken, waitForServiceWorkerControl } from './support/site';
import { storedRecords } from '../e2e/stored-records';

const OFFER = 'Send this conversation to our team';
// A page other than the home page, so the origin shows it is the chat's page that travels.
const PAGE = '/services';

interface HandoffRow {
  id: string;
  client_record_id: string | null;
  transcript: Array<{ from: string; text: string; at: string }> | null;
  origin_via: string | null;
  origin_page: string | null;
  chat_session_id: string | null;
}

const rowsOf = (db: postgres.Sql, email: string) =>
  db<HandoffRow[]>`
    select id, client_record_id, transcript, origin_via, origin_page, chat_session_id
    from public.contact_submissions where email = ${email}`;

const deliveriesOf = (db: postgres.Sql, leadId: string) =>
  db<{ id: string; channel: string; state: string; lead_kind: string }[]>`
    select id, channel, state, lead_kind from public.lead_deliveries where lead_id = ${leadId} order by channel`;

const chatWebhooksFor = async (email: string) =>
  (await sinkRecords()).filter((record) => record.channel === 'webhook' && (record.body as LeadWebhook | undefined)?.data?.email === email);

test('a conversation sent to the team offline is stored once with its transcript and page, and reaches the team as one lead.chat', async ({ page, context, db }) => {
  // Two waits of up to 35 s and 30 s (the replay once online, then the dispatcher) may pass the suite's 60 s.
  test.setTimeout(120_000);
  const token = uniqueToken();
  const questions = [`What is AEO? Ref ${token}`, `How much does it cost? Ref ${token}`];
  const visitor = { name: `Chat Lead ${token}`, email: `chat.${token}@example.com` };

  await page.goto(PAGE);
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await openChat(page);
  const answers = [await ask(page, questions[0]), await ask(page, questions[1])];

  await panel(page).getByRole('button', { name: OFFER }).first().click();
  const form = panel(page).getByRole('form', { name: OFFER });
  await form.getByRole('textbox', { name: 'Full Name' }).fill(visitor.name);
  await form.getByRole('textbox', { name: 'Email Address' }).fill(visitor.email);
  await form.getByRole('button', { name: 'Send to our team' }).click();
  await expect(panel(page).getByTestId('chat-handoff-result')).toHaveText(SPEC_TEXTS.contactStored);

  const [record] = (await storedRecords(page, 'contacts')).filter((stored) => stored.email === visitor.email);
  expect(record).toMatchObject({ status: 'pending', origin: { via: 'chat', page: PAGE } });
  expect(await rowsOf(db, visitor.email)).toEqual([]);

  await context.setOffline(false);
  await expect.poll(async () => (await rowsOf(db, visitor.email)).length, { timeout: 35_000 }).toBe(1);
  const [row] = await rowsOf(db, visitor.email);
  expect(row).toMatchObject({ client_record_id: record.id, origin_via: 'chat', origin_page: PAGE, chat_session_id: record.chatSessionId });
  const lines = row.transcript ?? [];
  const visitorLines = lines.filter((line) => line.from === 'visitor').map((line) => line.text);
  const assistantLines = lines.filter((line) => line.from === 'assistant').map((line) => line.text);
  expect(visitorLines).toEqual(expect.arrayContaining(questions));
  for (const answer of answers) expect(assistantLines.some((text) => text.includes(answer.trim()))).toBe(true);
  // Each answer comes after its question.
  const at = (text: string) => lines.findIndex((line) => line.text.includes(text));
  expect(at(questions[0])).toBeLessThan(at(answers[0].trim()));
  expect(at(answers[0].trim())).toBeLessThan(at(questions[1]));
  expect(at(questions[1])).toBeLessThan(at(answers[1].trim()));

  await expect.poll(async () => (await deliveriesOf(db, row.id)).map(({ channel, state, lead_kind }) => `${channel}:${state}:${lead_kind}`), { timeout: 30_000 })
    .toEqual(['email:delivered:chat', 'webhook:delivered:chat']);

  // The device sends it again, as if the server's acknowledgement had been lost: still one row, one event.
  await markPendingAgain(page, 'contacts', [String(record.id)]);
  await openOutboxPage(page);
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(outboxItems(page, visitor.name).and(page.locator('[data-status="delivered"]'))).toHaveCount(1);
  // Time for a wrong second send to land before counting.
  await page.waitForTimeout(2_000);
  expect(await rowsOf(db, visitor.email)).toHaveLength(1);

  const hooks = await chatWebhooksFor(visitor.email);
  expect(hooks.map(({ accepted, verified, repeat }) => ({ accepted, verified, repeat }))).toEqual([{ accepted: true, verified: true, repeat: false }]);
  const hook = hooks[0].body as LeadWebhook;
  expect(hook.type).toBe('lead.chat');
  expect(hook.data).toMatchObject({ leadId: row.id, clientRecordId: record.id, name: visitor.name, origin: { via: 'chat', page: PAGE }, transcript: lines });
  const mails = (await sinkRecords()).filter((entry) => entry.channel === 'email' && String((entry.body as { subject?: string } | undefined)?.subject).includes(visitor.name));
  expect(mails).toHaveLength(1);
  expect((mails[0].body as { subject: string }).subject).toMatch(/^New lead from the chat: /);
  expect((mails[0].body as { text: string }).text).toContain(`Visitor `);
  expect((mails[0].body as { text: string }).text).toContain(questions[1]);
});
