/** ai-chatbot: answers a chat turn with Gemini (docs/product/calls.md call 3), or records turns the site already answered (singly or in batches). */
import { withDatabase } from '../_shared/database.ts';
import { jsonResponse } from '../_shared/http.ts';
import { chatQuestionBudget, submissionBudget } from '../_shared/rate-limit.ts';
import { smallTalkOf } from '../_shared/small-talk.ts';
import { type StoredRow, storeSubmissions, type StoreResult } from '../_shared/store-submissions.ts';
import { type BatchVerdict, createSubmissionHandler, type SubmissionContext, tooManySubmissions } from '../_shared/submission-endpoint.ts';
import { languageOf } from '../_shared/visitor-language.ts';
import { type ChatProvider, type ChatTurn, RECORDED_RESPONSE_MAX_LENGTH, validateChat } from '@schema/submission.ts';
import { recentExchanges, storeAnswer, storedAnswer } from './chat-rows.ts';
import { checkedAnswer, notCovered, type Turn, type TurnAnswer } from './checked-answer.ts';
import { askGemini, geminiSettings } from './gemini.ts';
import { groundedPrompt, visitorTurn } from './grounded-prompt.ts';
import { retrieve } from './site-retrieval.ts';

const CONFIDENCE = 0.9;

// 200 with success false: docs/product/texts.md has the site fall back to its local replies.
function unavailable(): Response {
  return jsonResponse(200, { success: false, message: 'AI service unavailable' });
}

// The reply ends with its sources: the site's passages it cites. An uncertain one offers the handoff to the team.
function answered({ response, sources, outputCheck, uncertain }: TurnAnswer): Response {
  return jsonResponse(200, {
    success: true,
    response,
    provider: 'gemini',
    confidence: CONFIDENCE,
    sources,
    ...(outputCheck === undefined ? {} : { outputCheck }),
    ...(uncertain ? { uncertain: true, offerHandoff: true } : {}),
  });
}

async function storeAndAnswer(row: StoredRow, answer: TurnAnswer): Promise<Response> {
  await storeAnswer(row, answer, CONFIDENCE);
  return answered(answer);
}

// Small talk skips the gate; a question the site does not cover is answered so without asking the model.
function turnOf(message: string): Turn | undefined {
  const language = languageOf(message);
  const talk = smallTalkOf(message);
  const found = talk === null ? retrieve(message, language) : ({ kind: 'small-talk' } as const);
  if (found.kind === 'passages' && found.hits.length === 0) return undefined;
  const hits = found.kind === 'passages' ? found.hits : [];
  const smallTalk = found.kind === 'small-talk' ? (talk ?? 'greeting') : null;
  return { message, language, smallTalk, hits, prompt: groundedPrompt(hits, language) };
}

async function askAndStore(turn: ChatTurn, row: StoredRow): Promise<Response> {
  const settings = geminiSettings();
  if (settings === undefined) return unavailable();
  const asked = turnOf(turn.message);
  if (asked === undefined) return await storeAndAnswer(row, notCovered(languageOf(turn.message)));
  let text: string;
  try {
    const history = (await recentExchanges(turn.sessionId, row.id)).map((exchange) => ({ ...exchange, user: visitorTurn(exchange.user) }));
    text = await askGemini(settings, asked.prompt.system, history, visitorTurn(turn.message));
  } catch (error) {
    console.error(`ai-chatbot: Gemini failed: ${error instanceof Error ? error.message : String(error)}`);
    return unavailable();
  }
  const answer = checkedAnswer(text, asked);
  return await storeAndAnswer(row, { ...answer, response: answer.response.slice(0, RECORDED_RESPONSE_MAX_LENGTH) });
}

// A replayed question gets the answer already given, with its sources, never a second Gemini call.
function replayAnswer(row: StoredRow): Response {
  const answer = storedAnswer(row);
  return answer === undefined ? unavailable() : answered(answer);
}

// The site may attach the reply it showed (and the pages it linked to) to a turn stored unanswered, using the same record id.
async function attachRecordedReply(row: StoredRow, turn: ChatTurn, provider: ChatProvider): Promise<void> {
  if (row.ai_response !== null) return;
  await withDatabase((sql) => sql`
    update public.chat_messages set ai_response = ${turn.recordedResponse!}, provider = ${provider}, cited_urls = ${turn.citedUrls ?? null}
    where id = ${row.id} and ai_response is null`);
}

function store(turns: ChatTurn[], { addressHash }: SubmissionContext, live: boolean): Promise<StoreResult[]> {
  return storeSubmissions({
    table: 'chat_messages',
    // A live question may cost a model call, so it has its own, smaller budget.
    scope: live ? 'chat_questions' : 'chat_messages',
    budget: live ? chatQuestionBudget() : submissionBudget(),
    addressHash,
    items: turns.map((turn) => ({
      clientRecordId: turn.clientRecordId,
      values: {
        session_id: turn.sessionId,
        user_message: turn.message,
        ai_response: turn.recordedResponse,
        provider: turn.provider,
        cited_urls: turn.citedUrls ?? null,
      },
    })),
  });
}

async function recorded(turn: ChatTurn, result: StoreResult): Promise<BatchVerdict> {
  if (result.status === 'rate-limited') return result;
  if (result.status === 'conflict') throw new Error('chat_messages has no unique key besides client_record_id');
  if (result.status === 'duplicate') await attachRecordedReply(result.row, turn, turn.provider ?? 'fallback');
  return { status: result.status };
}

/** Handles one request to /functions/v1/ai-chatbot. */
export const handler = createSubmissionHandler({
  name: 'ai-chatbot',
  validate: validateChat,
  async single(turn, context) {
    const live = turn.recordedResponse === undefined;
    const [result] = await store([turn], context, live);
    if (result.status === 'rate-limited') return tooManySubmissions(result.retryAfterSeconds);
    if (!live) {
      await recorded(turn, result);
      return jsonResponse(200, { success: true, recorded: true });
    }
    if (result.status === 'conflict') throw new Error('chat_messages has no unique key besides client_record_id');
    return result.status === 'duplicate' ? replayAnswer(result.row) : await askAndStore(turn, result.row);
  },
  async batch(turns, context) {
    // Only turns the site already answered travel in batches: a question needs its own answer.
    const recordable = turns.filter((turn) => turn.recordedResponse !== undefined);
    const results = await store(recordable, context, false);
    const verdicts: BatchVerdict[] = [];
    let next = 0;
    for (const turn of turns) {
      if (turn.recordedResponse === undefined) {
        verdicts.push({ status: 'rejected', message: 'A batch may only record turns already answered (recordedResponse is required).', field: 'recordedResponse' });
      } else {
        verdicts.push(await recorded(turn, results[next++]));
      }
    }
    return verdicts;
  },
});
