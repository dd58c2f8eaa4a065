import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../scripts/local-backend/backend.mjs';
import { startTestBackend } from '../setup/test-backend';
import { callFunction, openDatabase } from './support/function-client';
import { describeSubmissionFunction } from './support/submission-function-suite';

let backend: LocalBackend;
let db: postgres.Sql;

beforeAll(async () => {
  backend = await startTestBackend({ env: { RATE_LIMIT_BURST: '4', RATE_LIMIT_PER_MINUTE: '4' } });
  db = openDatabase(backend);
});

afterAll(async () => {
  await db?.end({ timeout: 1 });
  await backend?.stop();
});

const valid = () => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines Ltd',
  phone: '+1 (212) 555-0147',
  service: 'aeo-geo-strategy',
  message: 'We want to be cited by AI answer engines.',
});

describe('contact-form', () => {
  describeSubmissionFunction({
    name: 'contact-form',
    table: 'contact_submissions',
    valid,
    requiredFields: ['name', 'email', 'message'],
    hasEmail: true,
    wrongTypes: { name: 42, email: true, message: ['hi'], company: { a: 1 }, phone: 2125550147, service: 7 },
    inertTextColumns: { name: 'name', company: 'company', message: 'message' },
    markupRejectedFields: ['email', 'phone', 'service'],
    rateLimitBurst: 4,
    textLimits: { name: 200, email: 254, company: 200, phone: 40, message: 5000 },
    backend: () => backend,
    db: () => db,
  });

  it('stores SPEC call 1 payload field by field, with absent optional fields as null', async () => {
    const clientRecordId = randomUUID();
    const answer = await callFunction(backend, 'contact-form', {
      body: { name: ' Grace Hopper ', email: 'grace@example.com', company: '', phone: '', service: '', message: 'Hello', clientRecordId },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: "Your message has been sent successfully! We'll respond within 24 hours." });
    const [row] = await db`select * from contact_submissions where client_record_id = ${clientRecordId}`;
    expect(row).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.com', company: null, phone: null, service: null, message: 'Hello' });
    expect(row.client_address_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts each of the seven services and refuses any other', async () => {
    for (const service of ['comprehensive-audit', 'aeo-geo-strategy', 'ai-content-creation', 'technical-seo', 'marketing-automation', 'analytics-reporting', 'full-transformation']) {
      expect((await callFunction(backend, 'contact-form', { body: { ...valid(), service } })).status).toBe(200);
    }
    const refused = await callFunction(backend, 'contact-form', { body: { ...valid(), service: 'seo' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ success: false, message: 'Please choose one of the listed services.', field: 'service' });
  });

  it('enforces the length limits: name 200, message 5,000 characters', async () => {
    expect((await callFunction(backend, 'contact-form', { body: { ...valid(), name: 'n'.repeat(200), message: 'm'.repeat(5000) } })).status).toBe(200);
    const longName = await callFunction(backend, 'contact-form', { body: { ...valid(), name: 'n'.repeat(201) } });
    expect(longName.body).toEqual({ success: false, message: 'Full name must be at most 200 characters.', field: 'name' });
    const longMessage = await callFunction(backend, 'contact-form', { body: { ...valid(), message: 'm'.repeat(5001) } });
    expect(longMessage.body).toEqual({ success: false, message: 'Project details must be at most 5,000 characters.', field: 'message' });
  });

  it.each([
    ['a right-to-left override (U+202E)', 'Ada \u202Eecalevol'],
    ['a tag character (U+E0041)', 'Ada\u{E0041} Lovelace'],
  ])('refuses a name with %s with 400, naming why, and stores nothing', async (_, name) => {
    const [{ count: before }] = await db`select count(*)::int as count from contact_submissions`;
    const answer = await callFunction(backend, 'contact-form', { body: { ...valid(), name } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      message: 'Full name contains invisible text-direction or tag characters, which are not allowed in a name.',
      field: 'name',
    });
    const [{ count: after }] = await db`select count(*)::int as count from contact_submissions`;
    expect(after).toBe(before);
  });

  it('stores the client address only as a salted hash', async () => {
    const clientRecordId = randomUUID();
    await callFunction(backend, 'contact-form', { body: { ...valid(), clientRecordId }, clientAddress: '127.0.2.77' });
    const [row] = await db`select to_jsonb(c)::text as everything from contact_submissions c where client_record_id = ${clientRecordId}`;
    expect(row.everything).not.toContain('127.0.2.77');
  });
});
