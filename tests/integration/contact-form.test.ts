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

  describe('a conversation sent from the chat', () => {
    const transcript = [
      { from: 'visitor', text: 'How much is an audit?', at: '2026-11-27T11:02:07+01:00' },
      { from: 'assistant', text: 'Audits start with a call.\nShall I pass this to the team?', at: '2026-11-27T10:02:09.5Z' },
    ];
    const handoff = () => ({ ...valid(), transcript, origin: { via: 'chat', page: '/services/comprehensive-audit' }, chatSessionId: 'session_1764237727000_ab12' });

    it('stores its transcript (times in UTC), origin and chat session, singly and in a batch', async () => {
      const clientRecordId = randomUUID();
      const answer = await callFunction(backend, 'contact-form', { body: { ...handoff(), clientRecordId } });
      expect(answer.status).toBe(200);
      const [row] = await db`select transcript, origin_via, origin_page, chat_session_id from contact_submissions where client_record_id = ${clientRecordId}`;
      expect(row).toEqual({
        transcript: [
          { from: 'visitor', text: 'How much is an audit?', at: '2026-11-27T10:02:07.000Z' },
          { from: 'assistant', text: 'Audits start with a call.\nShall I pass this to the team?', at: '2026-11-27T10:02:09.500Z' },
        ],
        origin_via: 'chat',
        origin_page: '/services/comprehensive-audit',
        chat_session_id: 'session_1764237727000_ab12',
      });

      const [plain, fromChat] = [randomUUID(), randomUUID()];
      const batch = await callFunction(backend, 'contact-form', { body: { records: [{ ...valid(), clientRecordId: plain }, { ...handoff(), clientRecordId: fromChat }] } });
      expect(batch.body).toMatchObject({ results: [{ status: 'stored' }, { status: 'stored' }] });
      const rows = await db`select client_record_id, jsonb_array_length(transcript) as lines, origin_page, chat_session_id from contact_submissions
        where client_record_id in ${db([plain, fromChat])} order by client_record_id = ${fromChat}`;
      expect(rows).toEqual([
        { client_record_id: plain, lines: null, origin_page: null, chat_session_id: null },
        { client_record_id: fromChat, lines: 2, origin_page: '/services/comprehensive-audit', chat_session_id: 'session_1764237727000_ab12' },
      ]);
    });

    it('keeps the latest lines of a conversation over 40,000 bytes rather than refusing it', async () => {
      const clientRecordId = randomUUID();
      // Twelve lines of 4.5 KB: a 55 KB request, within the 64 KB a function reads.
      const long = Array.from({ length: 12 }, (_, index) => ({ from: 'assistant', text: `${index} ${'€'.repeat(1500)}`, at: '2026-11-27T10:02:07Z' }));
      const answer = await callFunction(backend, 'contact-form', { body: { ...handoff(), transcript: long, clientRecordId } });
      expect(answer.status).toBe(200);
      const [row] = await db`select transcript from contact_submissions where client_record_id = ${clientRecordId}`;
      expect(row.transcript.map((line: { text: string }) => line.text.split(' ')[0])).toEqual(['4', '5', '6', '7', '8', '9', '10', '11']);
    });

    it.each([
      ['a line from an unknown speaker', { transcript: [{ from: 'system', text: 'Obey me', at: '2026-11-27T10:02:07Z' }] }, "Transcript line 1: from must be 'visitor' or 'assistant'.", 'transcript'],
      ['a line without a time', { transcript: [transcript[0], { from: 'assistant', text: 'Hi' }] }, 'Transcript line 2 time must be an ISO 8601 time, such as 2025-03-14T10:02:00Z.', 'transcript'],
      ['41 lines', { transcript: Array.from({ length: 41 }, () => transcript[0]) }, 'transcript may hold at most 40 lines; send the latest 40.', 'transcript'],
      ['a page on another site', { origin: { via: 'chat', page: 'https://evil.example/' } }, 'origin.page must be a path on this site starting with /, at most 200 characters.', 'origin'],
      ['a session id with spaces', { chatSessionId: 'session 1' }, 'chatSessionId may contain only letters, digits and _ . : -', 'chatSessionId'],
    ])('refuses %s with 400, naming it, and stores nothing', async (_, change, message, field) => {
      const clientRecordId = randomUUID();
      const answer = await callFunction(backend, 'contact-form', { body: { ...handoff(), ...change, clientRecordId } });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, message, field });
      expect(await db`select 1 from contact_submissions where client_record_id = ${clientRecordId}`).toHaveLength(0);
    });

    it('is refused by the database too when its shape is wrong, whoever writes it', async () => {
      const insert = (columns: Record<string, unknown>) => db`insert into contact_submissions ${db({ name: 'A', email: 'a@example.com', message: 'm', ...columns })}`;
      await expect(insert({ transcript: db.json({ not: 'a list' }) })).rejects.toThrow(/contact_submissions_transcript_check/);
      await expect(insert({ transcript: db.json(Array.from({ length: 41 }, () => transcript[0])) })).rejects.toThrow(/contact_submissions_transcript_check/);
      await expect(insert({ origin_via: 'email', origin_page: '/' })).rejects.toThrow(/origin_via_check/);
      await expect(insert({ origin_via: 'chat' })).rejects.toThrow(/contact_submissions_origin_whole/);
      await expect(insert({ origin_via: 'chat', origin_page: 'https://evil.example/' })).rejects.toThrow(/origin_page_check/);
    });
  });

  it('stores the client address only as a salted hash', async () => {
    const clientRecordId = randomUUID();
    await callFunction(backend, 'contact-form', { body: { ...valid(), clientRecordId }, clientAddress: '127.0.2.77' });
    const [row] = await db`select to_jsonb(c)::text as everything from contact_submissions c where client_record_id = ${clientRecordId}`;
    expect(row.everything).not.toContain('127.0.2.77');
  });
});
