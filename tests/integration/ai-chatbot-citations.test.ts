import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../scripts/local-backend/backend.mjs';
import { handoffOfferText } from '../../src/lib/small-talk';
import { startTestBackend } from '../setup/test-backend';
import { type FakeGemini, geminiEnv, startFakeGemini } from './support/fake-gemini';
import { callFunction, openDatabase } from './support/function-client';

// supabase/functions/ai-chatbot/grounded-prompt.ts
const NOT_COVERED =
  "Our site doesn't cover that question, so I can't answer it reliably. A strategist can: call us or send a note through /contact, and we reply within 24 hours.";

type Source = { title: string; url: string };

describe('ai-chatbot citations, small talk and languages (a stub model that echoes its context)', () => {
  let gemini: FakeGemini;
  let backend: LocalBackend;
  let db: postgres.Sql;

  beforeAll(async () => {
    gemini = await startFakeGemini();
    backend = await startTestBackend({
      env: geminiEnv(gemini.baseUrl, { CHAT_RATE_LIMIT_PER_MINUTE: '500', CHAT_RATE_LIMIT_BURST: '500' }),
    });
    db = openDatabase(backend);
  });

  afterAll(async () => {
    await db?.end({ timeout: 1 });
    await backend?.stop();
    await gemini?.close();
  });

  const ask = async (message: string) => {
    const clientRecordId = randomUUID();
    const answer = await callFunction(backend, 'ai-chatbot', { body: { message, sessionId: `session_cite_${randomUUID()}`, clientRecordId } });
    expect(answer.status, message).toBe(200);
    return { body: answer.body, clientRecordId, instruction: gemini.calls.at(-1)?.body.systemInstruction.parts[0].text ?? '' };
  };

  it('numbers the passages, asks for citations by number, and keeps as sources only the passages the answer cites', async () => {
    const { body, clientRecordId, instruction } = await ask('What does technical SEO include? [cite 2]');
    expect(instruction).toMatch(/^\[1\] .+ \(\/.+\)$/m);
    expect(instruction).toMatch(/^\[2\] .+ \(\/.+\)$/m);
    expect(instruction).toContain('cite it by its number in square brackets');
    const second = /^\[2\] .+ \((\/[^)]+)\)$/m.exec(instruction)![1];
    expect((body.sources as Source[]).map((source) => source.url)).toEqual([second]);
    expect(body).toMatchObject({ success: true, outputCheck: 'passed' });
    expect(body.uncertain).toBeUndefined();
    expect(body.response).not.toMatch(/\[\d+\]/);
    const [row] = await db`select cited_urls, answered_by_function, output_check, uncertain from chat_messages where client_record_id = ${clientRecordId}`;
    expect(row).toEqual({ cited_urls: [second], answered_by_function: true, output_check: 'passed', uncertain: false });
  });

  it('takes out a path the model wrote that is no page of the site, keeping the pages that are', async () => {
    const { body } = await ask('Is technical SEO on /made-up-offer or /contact?');
    expect(body.outputCheck).toBe('passed');
    expect(body.response).not.toContain('/made-up-offer');
    expect(body.response).toContain('/contact');
  });

  it('answers a covered question that the model answered citing nothing from the site, or as uncertain with the handoff', async () => {
    const { body } = await ask('What does technical SEO include? [cite none]');
    expect(body.outputCheck).toBe('uncited');
    expect(body.response).not.toContain('Gemini says');
    const sources = body.sources as Source[];
    if (sources.length === 0) expect(body).toMatchObject({ response: NOT_COVERED, uncertain: true, offerHandoff: true });
    else expect(sources).toHaveLength(1);
  });

  it.each([
    ['hi', 'greeting'],
    ['Thanks!', 'thanks'],
    ['ok bye', 'goodbye'],
  ])('answers the small talk "%s" without the retrieval gate, never as not covered', async (message) => {
    const calls = gemini.calls.length;
    const { body, instruction } = await ask(message);
    expect(gemini.calls.length).toBe(calls + 1);
    expect(instruction).toContain('small talk');
    expect(body).toMatchObject({ success: true, outputCheck: 'passed', sources: [] });
    expect(body.response).not.toBe(NOT_COVERED);
    expect(body.uncertain).toBeUndefined();
  });

  it.each([
    ['es', '¿Qué es la optimización para motores de respuesta (AEO) y en qué se diferencia del GEO?', 'Spanish'],
    ['de', 'Was ist AEO und wie unterscheidet es sich von GEO?', 'German'],
    ['fr', "Qu'est-ce que l'AEO et en quoi est-ce différent du GEO ?", 'French'],
  ])('answers a question in %s from passages retrieved for it, told to reply in its language', async (_language, message, name) => {
    const { body, instruction } = await ask(message);
    expect(instruction).toContain(`The visitor writes in ${name}: reply in ${name}.`);
    expect(body).toMatchObject({ success: true, outputCheck: 'passed' });
    expect((body.sources as Source[]).length).toBeGreaterThan(0);
  });

  it.each([
    ['es', '¿Qué tiempo hará mañana en Lisboa?'],
    ['de', 'Wie wird das Wetter morgen in Lissabon?'],
    ['fr', 'Quel temps fera-t-il demain à Lisbonne ?'],
  ] as const)('hands a question in %s the site does not cover to the team in its language, never refused in English', async (language, message) => {
    const { body } = await ask(message);
    expect(body).toMatchObject({ success: true, response: handoffOfferText(language), uncertain: true, offerHandoff: true, sources: [] });
  });
});
