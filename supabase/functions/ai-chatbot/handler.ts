/** ai-chatbot: answers a chat turn with Gemini (SPEC call 3), or records a turn the site already answered. */
import { database } from '../_shared/database.ts';
import { guardedInsert, limitFromEnv, type StoredRow } from '../_shared/guarded-insert.ts';
import { jsonResponse } from '../_shared/http.ts';
import { createSubmissionHandler, tooManySubmissions } from '../_shared/submission-endpoint.ts';
import { type ChatProvider, type ChatTurn, RECORDED_RESPONSE_MAX_LENGTH, validateChat } from '../_shared/submission-schema.ts';
import { askGemini, type ChatExchange, geminiSettings } from './gemini.ts';
import { groundedPrompt, NOT_COVERED_REPLY } from './grounded-prompt.ts';
import { retrieve, sourcesForUrls, sourcesOf } from './site-retrieval.ts';

const CONFIDENCE = 0.9;
const HISTORY_TURNS = 6;

// 200 with success false: SPEC section 8 has the site fall back to its local replies.
function unavailable(): Response {
  return jsonResponse(200, { success: false, message: 'AI service unavailable' });
}

type Source = { title: string; url: string };

// The reply ends with its sources: the site's pages it was grounded on.
function answered(response: string, sources: Source[]): Response {
  return jsonResponse(200, { success: true, response, provider: 'gemini', confidence: CONFIDENCE, sources });
}

async function recentExchanges(sessionId: string, excludeId: string): Promise<ChatExchange[]> {
  const rows = await database()<{ user_message: string; ai_response: string }[]>`
    select user_message, ai_response from public.chat_messages
    where session_id = ${sessionId} and id <> ${excludeId} and ai_response is not null
      and created_at > now() - interval '2 hours'
    order by created_at desc limit ${HISTORY_TURNS}`;
  return rows.reverse().map((row) => ({ user: row.user_message, assistant: row.ai_response }));
}

async function storeAnswer(row: StoredRow, response: string, sources: Source[]): Promise<Response> {
  const citedUrls = sources.length > 0 ? sources.map((source) => source.url) : null;
  await database()`
    update public.chat_messages set ai_response = ${response}, provider = 'gemini', confidence = ${CONFIDENCE}, cited_urls = ${citedUrls}
    where id = ${row.id}`;
  return answered(response, sources);
}

// Grounded in the site's own passages; a question the site does not cover is answered so without asking the model.
async function askAndStore(turn: ChatTurn, row: StoredRow): Promise<Response> {
  const settings = geminiSettings();
  if (settings === undefined) return unavailable();
  const found = retrieve(turn.message);
  if (found.kind === 'passages' && found.hits.length === 0) return await storeAnswer(row, NOT_COVERED_REPLY, []);
  const hits = found.kind === 'passages' ? found.hits : [];
  let response: string;
  try {
    const history = await recentExchanges(turn.sessionId, row.id);
    response = (await askGemini(settings, groundedPrompt(hits), history, turn.message)).slice(0, RECORDED_RESPONSE_MAX_LENGTH);
  } catch (error) {
    console.error(`ai-chatbot: Gemini failed: ${error instanceof Error ? error.message : String(error)}`);
    return unavailable();
  }
  return await storeAnswer(row, response, sourcesOf(hits));
}

// A replayed question gets the answer already given, with its sources, never a second Gemini call.
function replayAnswer(row: StoredRow): Response {
  if (row.provider !== 'gemini' || typeof row.ai_response !== 'string') return unavailable();
  return answered(row.ai_response, sourcesForUrls(Array.isArray(row.cited_urls) ? (row.cited_urls as string[]) : []));
}

// The site may attach the reply it showed to a turn stored unanswered, using the same record id.
async function attachRecordedReply(row: StoredRow, turn: ChatTurn & { recordedResponse: string }, provider: ChatProvider): Promise<void> {
  if (row.ai_response !== null) return;
  await database()`
    update public.chat_messages set ai_response = ${turn.recordedResponse}, provider = ${provider}, cited_urls = ${turn.citedUrls ?? null}
    where id = ${row.id} and ai_response is null`;
}

/** Handles one request to /functions/v1/ai-chatbot. */
export const handler = createSubmissionHandler({
  name: 'ai-chatbot',
  validate: validateChat,
  async handle(turn, { addressHash }) {
    const recorded = turn.recordedResponse;
    const result = await guardedInsert({
      table: 'chat_messages',
      values: {
        session_id: turn.sessionId,
        user_message: turn.message,
        ai_response: recorded,
        provider: turn.provider,
        cited_urls: turn.citedUrls ?? null,
      },
      clientRecordId: turn.clientRecordId,
      addressHash,
      limitPerMinute: limitFromEnv('CHAT_RATE_LIMIT_PER_MINUTE', 30),
    });
    if (result.kind === 'rate-limited') return tooManySubmissions();
    if (result.kind === 'conflict') throw new Error('chat_messages has no unique key besides client_record_id');
    if (recorded !== undefined) {
      if (result.kind === 'replayed') await attachRecordedReply(result.row, { ...turn, recordedResponse: recorded }, turn.provider ?? 'fallback');
      return jsonResponse(200, { success: true, recorded: true });
    }
    return result.kind === 'replayed' ? replayAnswer(result.row) : await askAndStore(turn, result.row);
  },
});
