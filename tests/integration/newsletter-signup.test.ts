import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../scripts/local-backend/backend.mjs';
import { startTestBackend } from '../setup/test-backend';
import { callFunction, openDatabase } from './support/function-client';
import { describeSubmissionFunction } from './support/submission-function-suite';

let backend: LocalBackend;
let db: postgres.Sql;
let counter = 0;

beforeAll(async () => {
  backend = await startTestBackend({ env: { RATE_LIMIT_BURST: '3', RATE_LIMIT_PER_MINUTE: '3' } });
  db = openDatabase(backend);
});

afterAll(async () => {
  await db?.end({ timeout: 1 });
  await backend?.stop();
});

const valid = () => {
  counter += 1;
  return { firstName: 'Ada', lastName: 'Lovelace', email: `reader${counter}@example.com`, optedIn: true };
};

describe('newsletter-signup', () => {
  describeSubmissionFunction({
    name: 'newsletter-signup',
    table: 'newsletter_subscribers',
    valid,
    requiredFields: ['firstName', 'lastName', 'email', 'optedIn'],
    hasEmail: true,
    wrongTypes: { firstName: 1, lastName: null, email: 5, optedIn: 'true' },
    inertTextColumns: { firstName: 'first_name', lastName: 'last_name' },
    markupRejectedFields: ['email'],
    rateLimitBurst: 3,
    textLimits: { firstName: 100, lastName: 100, email: 254 },
    backend: () => backend,
    db: () => db,
  });

  it('answers SPEC call 2 with success and message, storing the consent', async () => {
    const clientRecordId = randomUUID();
    const answer = await callFunction(backend, 'newsletter-signup', {
      body: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', optedIn: true, clientRecordId },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: "Thank you for subscribing! You'll receive our latest AI marketing insights." });
    const [row] = await db`select first_name, last_name, email, opted_in from newsletter_subscribers where client_record_id = ${clientRecordId}`;
    expect(row).toEqual({ first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com', opted_in: true });
  });

  it('answers an email already subscribed (in any letter case) with success, saying so, and stores nothing', async () => {
    await callFunction(backend, 'newsletter-signup', { body: { ...valid(), email: 'Linus@Example.com' } });
    const [{ count: before }] = await db`select count(*)::int as count from newsletter_subscribers`;
    const again = await callFunction(backend, 'newsletter-signup', {
      body: { ...valid(), email: 'linus@example.COM', clientRecordId: randomUUID() },
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      success: true,
      message: 'Thank you! You are already subscribed to our newsletter.',
      alreadySubscribed: true,
    });
    const [{ count: after }] = await db`select count(*)::int as count from newsletter_subscribers`;
    expect(after).toBe(before);
  });

  it('refuses a signup without consent with SPEC wording', async () => {
    const answer = await callFunction(backend, 'newsletter-signup', { body: { ...valid(), optedIn: false } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message: 'Please consent to receive marketing communications', field: 'optedIn' });
  });

  it('refuses first and last names with a right-to-left override (U+202E) or a tag character (U+E0041) with 400', async () => {
    const [{ count: before }] = await db`select count(*)::int as count from newsletter_subscribers`;
    const reversed = await callFunction(backend, 'newsletter-signup', { body: { ...valid(), firstName: '\u202Eeunil' } });
    expect(reversed.status).toBe(400);
    expect(reversed.body).toEqual({
      success: false,
      message: 'First name contains invisible text-direction or tag characters, which are not allowed in a name.',
      field: 'firstName',
    });
    const tagged = await callFunction(backend, 'newsletter-signup', { body: { ...valid(), lastName: 'Torvalds\u{E0041}' } });
    expect(tagged.status).toBe(400);
    expect(tagged.body).toMatchObject({ success: false, field: 'lastName' });
    const [{ count: after }] = await db`select count(*)::int as count from newsletter_subscribers`;
    expect(after).toBe(before);
  });

  it('keeps the email unique without regard to case in the database itself', async () => {
    await db`insert into newsletter_subscribers (first_name, last_name, email, opted_in) values ('A', 'B', 'case@example.com', true)`;
    await expect(
      db`insert into newsletter_subscribers (first_name, last_name, email, opted_in) values ('A', 'B', 'CASE@example.com', true)`,
    ).rejects.toMatchObject({ code: '23505' });
  });
});
