import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalBackend, startLocalBackend } from '../../scripts/local-backend/backend.mjs';
import { knownRoutes } from '../../src/content/known-routes';
import { loadSitePassages } from '../../scripts/search/load-passages.mjs';
import { visitorQuestions } from '../support/visitor-questions';
import { type FakeGemini, geminiEnv, startFakeGemini } from './support/fake-gemini';
import { callFunction, openDatabase } from './support/function-client';

// supabase/functions/ai-chatbot/grounded-prompt.ts
const NOT_COVERED =
  "Our site doesn't cover that question, so I can't answer it reliably. A strategist can: call us or send a note through /contact, and we reply within 24 hours.";

type Source = { title: string; url: string };

describe('ai-chatbot grounded on the site (a stub model that echoes its context)', () => {
  let gemini: FakeGemini;
  let backend: LocalBackend;
  let db: postgres.Sql;
  let pages: Map<string, string>;
  let anchors: Set<string>;

  beforeAll(async () => {
    gemini = await startFakeGemini();
    backend = await startLocalBackend({
      port: 0,
      env: geminiEnv(gemini.baseUrl, { CHAT_RATE_LIMIT_PER_MINUTE: '500', GEMINI_TIMEOUT_MS: '1000' }),
    });
    db = openDatabase(backend);
    pages = new Map(knownRoutes().map((route) => [route.path, route.title]));
    // Every section anchor the pages render (the passages are cut at the pages' own heading ids).
    anchors = new Set((await loadSitePassages()).map((passage) => passage.url));
  });

  afterAll(async () => {
    await db?.end({ timeout: 1 });
    await backend?.stop();
    await gemini?.close();
  });

  it('answers from retrieved passages and ends with sources that exist as pages of the site', async () => {
    const clientRecordId = randomUUID();
    const message = 'What does technical SEO include?';
    const answer = await callFunction(backend, 'ai-chatbot', { body: { message, sessionId: 'session_grounded', clientRecordId } });
    expect(answer.status).toBe(200);
    const sources = answer.body.sources as Source[];
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.length).toBeLessThanOrEqual(4);
    for (const source of sources) {
      const path = source.url.split('#')[0];
      expect(pages.get(path), source.url).toBe(source.title);
      expect(anchors, source.url).toContain(source.url);
    }
    expect(sources.map((s) => s.url.split('#')[0])).toContain('/services/technical-seo-architecture');

    // The model was told to answer only from the passages, and was given them.
    const instruction = gemini.calls.at(-1)!.body.systemInstruction.parts[0].text;
    expect(instruction).toContain('Answer only from these passages');
    expect(instruction).toContain('say that the site does not cover it');
    for (const source of sources) expect(instruction).toContain(`(${source.url})`);
    // The stub echoes what it was given: the reply carries the same pages.
    for (const source of sources) expect(answer.body.response).toContain(`(${source.url})`);

    const [row] = await db`select cited_urls from chat_messages where client_record_id = ${clientRecordId}`;
    expect(row.cited_urls).toEqual(sources.map((s) => s.url));

    // A replay answers with the same sources, without a second model call.
    const calls = gemini.calls.length;
    const replay = await callFunction(backend, 'ai-chatbot', { body: { message, sessionId: 'session_grounded', clientRecordId } });
    expect(replay.body).toEqual(answer.body);
    expect(gemini.calls.length).toBe(calls);
  });

  it('retrieves the expected page among the first three sources for at least 90% of the visitor questions (online)', async () => {
    const misses: string[] = [];
    for (const { question, expected } of visitorQuestions) {
      const answer = await callFunction(backend, 'ai-chatbot', { body: { message: question, sessionId: 'session_relevance' } });
      expect(answer.body.success, question).toBe(true);
      const top = ((answer.body.sources ?? []) as Source[]).slice(0, 3).map((s) => s.url.split('#')[0]);
      if (!top.includes(expected)) misses.push(question);
    }
    const share = (visitorQuestions.length - misses.length) / visitorQuestions.length;
    expect(share, `missed: ${misses.join('; ')}`).toBeGreaterThanOrEqual(0.9);
  });

  it('says the site does not cover a question outside its content, without asking the model', async () => {
    const calls = gemini.calls.length;
    const clientRecordId = randomUUID();
    const answer = await callFunction(backend, 'ai-chatbot', {
      body: { message: 'What will the weather be in Lisbon tomorrow?', sessionId: 'session_uncovered', clientRecordId },
    });
    expect(answer.body).toEqual({ success: true, response: NOT_COVERED, provider: 'gemini', confidence: 0.9, sources: [], uncertain: true, offerHandoff: true });
    expect(gemini.calls.length).toBe(calls);
    const [row] = await db`select ai_response, cited_urls, uncertain, output_check from chat_messages where client_record_id = ${clientRecordId}`;
    expect(row).toEqual({ ai_response: NOT_COVERED, cited_urls: null, uncertain: true, output_check: null });
  });

  it('keeps the Read more links of a turn answered offline, and refuses links off the site', async () => {
    const clientRecordId = randomUUID();
    const citedUrls = ['/services/answer-engine-optimization', '/insights/aeo-vs-geo-understanding-the-new-search-landscape#what-is-answer-engine-optimization-aeo'];
    const turn = { message: 'what is AEO/GEO', sessionId: 'session_offline_links', clientRecordId, recordedResponse: 'Canned', provider: 'fallback', citedUrls };
    expect((await callFunction(backend, 'ai-chatbot', { body: turn })).body).toEqual({ success: true, recorded: true });
    const [row] = await db`select cited_urls from chat_messages where client_record_id = ${clientRecordId}`;
    expect(row.cited_urls).toEqual(citedUrls);

    for (const bad of [['https://evil.example/'], ['//evil.example/x'], ['/a', '/b', '/c', '/d', '/e', '/f'], ['/has space']]) {
      const refused = await callFunction(backend, 'ai-chatbot', { body: { ...turn, clientRecordId: randomUUID(), citedUrls: bad } });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('keeps the links of turns delivered in an outbox batch, refusing only the turn whose links leave the site', async () => {
    const links = ['/insights/zero-click-searches-the-new-reality-of-information-discovery', '/services/voice-search-optimization'];
    const turn = (citedUrls?: string[]) => ({
      message: 'zero click',
      sessionId: 'session_batch_links',
      clientRecordId: randomUUID(),
      recordedResponse: 'Canned',
      provider: 'fallback',
      ...(citedUrls ? { citedUrls } : {}),
    });
    const [withLinks, withoutLinks, offSite] = [turn(links), turn(), turn(['https://evil.example/'])];
    const answer = await callFunction(backend, 'ai-chatbot', { body: { records: [withLinks, withoutLinks, offSite] } });
    expect(answer.status).toBe(200);
    const results = answer.body.results as Array<{ index: number; status: string; field?: string }>;
    expect(results.map(({ index, status }) => [index, status])).toEqual([[0, 'stored'], [1, 'stored'], [2, 'rejected']]);
    expect(results[2].field).toBe('citedUrls');
    const rows = await db`select client_record_id, cited_urls from chat_messages where client_record_id in ${db([withLinks.clientRecordId, withoutLinks.clientRecordId, offSite.clientRecordId])}`;
    expect(Object.fromEntries(rows.map((row) => [row.client_record_id, row.cited_urls]))).toEqual({
      [withLinks.clientRecordId]: links,
      [withoutLinks.clientRecordId]: null,
    });
  });
});
