/** The chat's rows as the function reads and writes them: its own answers, marked as its own, and the history they make. */
import { withDatabase } from '../_shared/database.ts';
import type { StoredRow } from '../_shared/store-submissions.ts';
import type { ChatExchange } from './gemini.ts';
import type { AnswerCheck, TurnAnswer } from './checked-answer.ts';
import { sourcesForUrls } from './site-retrieval.ts';

const HISTORY_TURNS = 6;

/**
 * The session's last exchanges that this function answered itself (answered_by_function, which
 * only storeAnswer sets): a turn a client recorded never reaches the model as its own words, whatever
 * provider it claims.
 */
export async function recentExchanges(sessionId: string, excludeId: string): Promise<ChatExchange[]> {
  const rows = await withDatabase((sql) => sql<{ user_message: string; ai_response: string }[]>`
    select user_message, ai_response from public.chat_messages
    where session_id = ${sessionId} and id <> ${excludeId} and answered_by_function and ai_response is not null
      and created_at > now() - interval '2 hours'
    order by created_at desc limit ${HISTORY_TURNS}`);
  return rows.reverse().map((row) => ({ user: row.user_message, assistant: row.ai_response }));
}

/** Stores the function's answer on the turn's row, marked as the function's own. */
export async function storeAnswer(row: StoredRow, answer: TurnAnswer, confidence: number): Promise<void> {
  const citedUrls = answer.sources.length > 0 ? answer.sources.map((source) => source.url) : null;
  await withDatabase((sql) => sql`
    update public.chat_messages set ai_response = ${answer.response}, provider = 'gemini', confidence = ${confidence}, cited_urls = ${citedUrls},
      answered_by_function = true, output_check = ${answer.outputCheck ?? null}, uncertain = ${answer.uncertain}
    where id = ${row.id}`);
}

/** The answer stored on a row the function answered, or undefined (unanswered, or recorded by a client). */
export function storedAnswer(row: StoredRow): TurnAnswer | undefined {
  if (row.answered_by_function !== true || typeof row.ai_response !== 'string') return undefined;
  return {
    response: row.ai_response,
    sources: sourcesForUrls(Array.isArray(row.cited_urls) ? (row.cited_urls as string[]) : []),
    ...(typeof row.output_check === 'string' ? { outputCheck: row.output_check as AnswerCheck } : {}),
    uncertain: row.uncertain === true,
  };
}
