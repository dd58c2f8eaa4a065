import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../scripts/local-backend/backend.mjs';
import { startTestBackend } from '../setup/test-backend';
import { type FakeGemini, geminiEnv, startFakeGemini } from './support/fake-gemini';
import { callFunction, openDatabase } from './support/function-client';
import { describeSubmissionFunction } from './support/submission-function-suite';

const valid = () => ({ message: 'What is AEO?', sessionId: `session_${Date.now()}_${Math.random().toString(36).slice(2, 8)}` });

describe('ai-chatbot without GEMINI_API_KEY', () => {
  let backend: LocalBackend;
  let db: postgres.Sql;

  beforeAll(async () => {
    backend = await startTestBackend({ env: { CHAT_RATE_LIMIT_BURST: '5', CHAT_RATE_LIMIT_PER_MINUTE: '5', RATE_LIMIT_BURST: '5', RATE_LIMIT_PER_MINUTE: '5' } });
    db = openDatabase(backend);
  });

  afterAll(async () => {
    await db?.end({ timeout: 1 });
    await backend?.stop();
  });

  describeSubmissionFunction({
    name: 'ai-chatbot',
    table: 'chat_messages',
    valid,
    requiredFields: ['message', 'sessionId'],
    hasEmail: false,
    wrongTypes: { message: 12, sessionId: { id: 1 }, recordedResponse: 5, provider: 'openai' },
    inertTextColumns: { message: 'user_message' },
    markupRejectedFields: ['sessionId'],
    rateLimitBurst: 5,
    textLimits: { message: 2000, sessionId: 128 },
    validInBatch: () => ({ ...valid(), recordedResponse: 'Answered on the device.', provider: 'fallback' }),
    backend: () => backend,
    db: () => db,
  });

  it('stores the turn and answers success false so the site falls back (SPEC section 8)', async () => {
    const clientRecordId = randomUUID();
    const answer = await callFunction(backend, 'ai-chatbot', { body: { ...valid(), clientRecordId } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: false, message: 'AI service unavailable' });
    const [row] = await db`select user_message, ai_response, provider from chat_messages where client_record_id = ${clientRecordId}`;
    expect(row).toEqual({ user_message: 'What is AEO?', ai_response: null, provider: null });
  });

  it('records a turn the site answered offline, once, and attaches it to a turn stored unanswered', async () => {
    const turn = { ...valid(), clientRecordId: randomUUID(), recordedResponse: 'Hello! Call us.', provider: 'fallback' };
    for (let delivery = 0; delivery < 2; delivery++) {
      const answer = await callFunction(backend, 'ai-chatbot', { body: turn });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, recorded: true });
    }
    const rows = await db`select ai_response, provider from chat_messages where client_record_id = ${turn.clientRecordId}`;
    expect(rows).toEqual([{ ai_response: 'Hello! Call us.', provider: 'fallback' }]);

    const unanswered = { ...valid(), clientRecordId: randomUUID() };
    await callFunction(backend, 'ai-chatbot', { body: unanswered });
    await callFunction(backend, 'ai-chatbot', { body: { ...unanswered, recordedResponse: 'Local reply', provider: 'fallback' } });
    const [row] = await db`select ai_response, provider from chat_messages where client_record_id = ${unanswered.clientRecordId}`;
    expect(row).toEqual({ ai_response: 'Local reply', provider: 'fallback' });

    const online = { ...valid(), clientRecordId: randomUUID(), recordedResponse: 'Answered online', provider: 'gemini' };
    expect((await callFunction(backend, 'ai-chatbot', { body: online })).body).toEqual({ success: true, recorded: true });
    const [geminiRow] = await db`select provider from chat_messages where client_record_id = ${online.clientRecordId}`;
    expect(geminiRow.provider).toBe('gemini');
  });
});

describe('ai-chatbot with Gemini', () => {
  let gemini: FakeGemini;
  let backend: LocalBackend;
  let db: postgres.Sql;

  beforeAll(async () => {
    gemini = await startFakeGemini();
    backend = await startTestBackend({
      env: geminiEnv(gemini.baseUrl, { GEMINI_TIMEOUT_MS: '1000' }),
    });
    db = openDatabase(backend);
  });

  afterAll(async () => {
    await db?.end({ timeout: 1 });
    await backend?.stop();
    await gemini?.close();
  });

  it('answers SPEC call 3 from Gemini and stores the turn with reply and provider', async () => {
    const turn = { message: 'Tell me about the AI marketing services', sessionId: 'session_gemini_1' };
    const answer = await callFunction(backend, 'ai-chatbot', { body: turn });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, provider: 'gemini', confidence: 0.9 });
    expect(answer.body.response).toMatch(/^Gemini says: Tell me about the AI marketing services/);
    expect((answer.body.sources as unknown[]).length).toBeGreaterThan(0);
    const call = gemini.calls.at(-1)!;
    expect(call.path).toBe('/v1beta/models/gemini-test:generateContent');
    expect(call.apiKey).toBe('test-key');
    const rows = await db`select user_message, ai_response, provider from chat_messages where session_id = ${turn.sessionId}`;
    expect(rows).toEqual([{ user_message: turn.message, ai_response: answer.body.response, provider: 'gemini' }]);
  });

  it('grounds the system prompt in the catalogue and the firm contact details', async () => {
    await callFunction(backend, 'ai-chatbot', { body: { message: 'Hi', sessionId: 'session_prompt' } });
    const prompt = gemini.calls.at(-1)!.body.systemInstruction.parts[0].text;
    for (const expected of [
      'Ascend Strategy Consulting',
      'hello@ascendauthority.com',
      '+1 (212) 555-0147',
      'SEO & PPC Superpowers (/services/seo-ppc-superpowers)',
      '/services/answer-engine-optimization',
      'Operating since 2003',
      '$2.8 billion',
      '$2,500 strategy session',
      '60-90 days',
      '350+ client projects',
      'Only 3 consultation spots',
      'Monday to Friday 9AM-6PM EST',
    ]) {
      expect(prompt).toContain(expected);
    }
  });

  it('sends the earlier turns of the same session as conversation history', async () => {
    const sessionId = 'session_history';
    const first = await callFunction(backend, 'ai-chatbot', { body: { message: 'What is answer engine optimization?', sessionId } });
    await callFunction(backend, 'ai-chatbot', { body: { message: 'How long until we see results?', sessionId } });
    const contents = gemini.calls.at(-1)!.body.contents;
    // The visitor's words travel as tagged data, in the history as in the question.
    expect(contents.map((content) => [content.role, content.parts[0].text])).toEqual([
      ['user', '<visitor_message>\nWhat is answer engine optimization?\n</visitor_message>'],
      ['model', first.body.response],
      ['user', '<visitor_message>\nHow long until we see results?\n</visitor_message>'],
    ]);
  });

  it('answers a replayed turn from the stored reply without asking Gemini again', async () => {
    const turn = { message: 'Replay me', sessionId: 'session_replay', clientRecordId: randomUUID() };
    const first = await callFunction(backend, 'ai-chatbot', { body: turn });
    const callsBefore = gemini.calls.length;
    const second = await callFunction(backend, 'ai-chatbot', { body: turn });
    expect(second.body).toEqual(first.body);
    expect(gemini.calls.length).toBe(callsBefore);
    const [{ count }] = await db`select count(*)::int as count from chat_messages where client_record_id = ${turn.clientRecordId}`;
    expect(count).toBe(1);
  });

  it('records an offline turn without asking Gemini', async () => {
    const callsBefore = gemini.calls.length;
    const answer = await callFunction(backend, 'ai-chatbot', {
      body: { message: 'Offline question', sessionId: 'session_offline', clientRecordId: randomUUID(), recordedResponse: 'Canned', provider: 'fallback' },
    });
    expect(answer.body).toEqual({ success: true, recorded: true });
    expect(gemini.calls.length).toBe(callsBefore);
  });

  it.each([
    ['an error', '[fail] question'],
    ['a time-out', '[slow] question'],
    ['an empty answer', '[empty] What does technical SEO include?'],
  ])('answers success false when Gemini gives %s, still storing the turn', async (_case, message) => {
    const clientRecordId = randomUUID();
    const started = Date.now();
    const answer = await callFunction(backend, 'ai-chatbot', { body: { message, sessionId: 'session_failures', clientRecordId } });
    expect(Date.now() - started).toBeLessThan(4500);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: false, message: 'AI service unavailable' });
    const [row] = await db`select user_message, ai_response, provider from chat_messages where client_record_id = ${clientRecordId}`;
    expect(row).toEqual({ user_message: message, ai_response: null, provider: null });
  });
});
