/**
 * A lead from the page to a person, end to end: the contact form sent while offline is kept on the
 * device; back online it is stored, and the dispatcher sends it to the team's webhook and email
 * (the suite's loopback sink) once each, signed, with the visitor's text exactly as typed.
 */
import { expect } from '@playwright/test';
import type postgres from 'postgres';
import { test } from './support/database-test';
import { SPEC_TEXTS, contactForm, sendContact } from './support/forms';
import { type LeadEmail, type LeadWebhook, sinkRecords } from './support/lead-sink';
import { uniqueToken, waitForServiceWorkerControl } from './support/site';

async function deliveriesOf(db: postgres.Sql, email: string) {
  return db<{ id: string; channel: string; state: string; lead_id: string }[]>`
    select d.id, d.channel, d.state, d.lead_id from public.lead_deliveries d
    join public.contact_submissions c on c.id = d.lead_id and d.lead_kind = 'contact'
    where c.email = ${email} order by d.channel`;
}

test('a contact message sent offline reaches the webhook and the email once each, its text intact', async ({ page, context, db }) => {
  const token = uniqueToken();
  // Markup, quotes, an ampersand, accents, other scripts and an emoji, over two lines: all must arrive as typed.
  const message = `Offline lead ${token}: "we need <b>help</b>" & more.\nSecond line: café, Zürich, 日本語, 🚀`;
  const contact = { name: `Lena Lead ${token}`, email: `lena.${token}@example.com`, message };

  await page.goto('/contact');
  await waitForServiceWorkerControl(page);
  const form = await contactForm(page);
  // A send within 1.5 s of the form appearing is taken for a bot's and held; a person takes longer.
  await page.waitForTimeout(2_000);
  await context.setOffline(true);
  await sendContact(form, contact);
  await expect(form.getByRole('status')).toHaveText(SPEC_TEXTS.contactStored);
  expect(await deliveriesOf(db, contact.email)).toEqual([]);

  await context.setOffline(false);
  await expect.poll(async () => (await deliveriesOf(db, contact.email)).map((row) => row.state), { timeout: 30_000 }).toEqual(['delivered', 'delivered']);
  const [email, webhook] = await deliveriesOf(db, contact.email);
  // Time for a wrong second send to land before counting.
  await page.waitForTimeout(2_000);
  const records = await sinkRecords();

  const hooks = records.filter((record) => record.channel === 'webhook' && record.id === webhook.id);
  expect(hooks.map(({ accepted, verified, repeat }) => ({ accepted, verified, repeat }))).toEqual([{ accepted: true, verified: true, repeat: false }]);
  const hook = hooks[0].body as LeadWebhook;
  expect(hook.type).toBe('lead.contact');
  expect(hook.data).toMatchObject({ leadId: webhook.lead_id, name: contact.name, email: contact.email, message });
  // By the visitor's address too: no other webhook carries this lead.
  expect(records.filter((record) => record.channel === 'webhook' && (record.body as LeadWebhook | undefined)?.data?.email === contact.email)).toHaveLength(1);

  const mails = records.filter((record) => record.channel === 'email' && record.id === email.id);
  expect(mails.map(({ accepted, verified, repeat }) => ({ accepted, verified, repeat }))).toEqual([{ accepted: true, verified: true, repeat: false }]);
  const mail = mails[0].body as LeadEmail;
  expect([mail.reply_to].flat()).toEqual([contact.email]);
  expect(mail.subject).toContain(contact.name);
  expect(mail.text).toContain(message);
  expect(mail.html).toBeUndefined();
  expect(records.filter((record) => record.channel === 'email' && [(record.body as LeadEmail | undefined)?.reply_to].flat().includes(contact.email))).toHaveLength(1);
});
