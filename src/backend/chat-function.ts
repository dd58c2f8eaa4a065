/** SPEC call 3: one chat turn answered by the ai-chatbot function, or a reason to use the local fallback. */
import { CHAT_CALL_TIMEOUT_MS, DEFAULT_CHAT_CONFIDENCE, DEFAULT_CHAT_PROVIDER } from '../lib/spec-constants';
import { backendTexts } from './backend-texts';
import { callFunction, type FunctionFailureKind } from './edge-functions';

/** A page of the site the answer was grounded on. */
export interface ChatSource {
  title: string;
  url: string;
}

const MAX_SOURCES = 5;

// Only paths on this site become links: a reply can never send the visitor elsewhere.
function sourcesOf(value: unknown): ChatSource[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((s): s is ChatSource => typeof s?.title === 'string' && typeof s?.url === 'string' && /^\/(?![/\\])\S*$/.test(s.url) && s.title.trim() !== '')
    .slice(0, MAX_SOURCES)
    .map(({ title, url }) => ({ title, url }));
}

/** Why no AI answer came back: a failed call, `success: false`, or an answer without a response text. */
export type ChatFailureReason = FunctionFailureKind | 'unsuccessful' | 'no-response';

/** The AI's answer, or why the chat must fall back to its local replies. */
export type ChatReply =
  | { ok: true; response: string; provider: string; confidence: number; sources?: ChatSource[] }
  | { ok: false; reason: ChatFailureReason; message: string };

const failure = (reason: ChatFailureReason): ChatReply => ({
  ok: false,
  reason,
  message: backendTexts.aiServiceUnavailable,
});

/** Sends `message` for `sessionId` with a 10 s time-out; `clientRecordId` lets the server recognise a repeat. */
export async function sendChatMessage(message: string, sessionId: string, clientRecordId?: string): Promise<ChatReply> {
  const payload = clientRecordId === undefined ? { message, sessionId } : { message, sessionId, clientRecordId };
  const result = await callFunction('ai-chatbot', payload, { timeoutMs: CHAT_CALL_TIMEOUT_MS });
  if (!result.ok) return failure(result.kind);
  const body = (typeof result.body === 'object' && result.body !== null ? result.body : {}) as Record<string, unknown>;
  if (body.success === false) return failure('unsuccessful');
  const { response, provider, confidence, sources } = body;
  if (typeof response !== 'string' || response.trim() === '') return failure('no-response');
  const cited = sourcesOf(sources);
  return {
    ok: true,
    response,
    provider: typeof provider === 'string' && provider !== '' ? provider : DEFAULT_CHAT_PROVIDER,
    confidence: typeof confidence === 'number' && Number.isFinite(confidence) ? confidence : DEFAULT_CHAT_CONFIDENCE,
    ...(cited.length > 0 ? { sources: cited } : {}),
  };
}
