/**
 * With the real backend: what a visitor types the moment the form appears, on a phone's CPU, and sends
 * as soon as Send can be pressed, reaches the database exactly as typed, once.
 */
import { expect } from '@playwright/test';
import { contactRows, newsletterRows } from './support/database';
import { test } from './support/database-test';
import { uniqueToken } from './support/site';
import { openSlowly, phoneCpu, typeContactAndSend, typeSignupAndSend } from '../e2e/early-typing';

const DELIVERED = "Your message has been sent successfully! We'll respond within 24 hours.";
const SUBSCRIBED = "Thank you for subscribing! You'll receive our latest AI marketing insights.";

test('at 4x CPU, a contact message typed and sent before hydration is stored exactly as typed, once', async ({ page, db }) => {
  const token = uniqueToken();
  const contact = { name: 'Dana Whitfield', email: `dana.${token}@example.com`, service: 'technical-seo', message: `Typed as the page appeared, ref ${token}.` };
  await phoneCpu(page);
  const releaseScripts = await openSlowly(page, '/contact');
  const form = page.getByRole('form', { name: 'Tell us about your goals' });
  await typeContactAndSend(form, contact, releaseScripts);

  await expect(form.getByRole('status')).toHaveText(DELIVERED);
  expect(await contactRows(db, contact.email)).toEqual([expect.objectContaining({ name: contact.name, message: contact.message })]);
  const [row] = await db<{ service: string | null }[]>`select service from public.contact_submissions where email = ${contact.email}`;
  expect(row.service).toBe(contact.service);
});

test('at 4x CPU, a footer signup typed and sent before hydration is stored exactly as typed, once', async ({ page, db }) => {
  const token = uniqueToken();
  const signup = { firstName: 'Ada', lastName: `Lovelace ${token}`, email: `ada.${token}@example.com` };
  await phoneCpu(page);
  const releaseScripts = await openSlowly(page, '/about');
  const form = page.getByTestId('newsletter-compact').getByRole('form');
  await typeSignupAndSend(form, signup, releaseScripts);

  await expect(form.getByRole('status')).toContainText(SUBSCRIBED);
  expect(await newsletterRows(db, signup.email)).toEqual([expect.objectContaining({ first_name: 'Ada', opted_in: true })]);
  const [row] = await db<{ last_name: string }[]>`select last_name from public.newsletter_subscribers where email = ${signup.email}`;
  expect(row.last_name).toBe(signup.lastName);
});
