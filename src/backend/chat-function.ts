/** docs/product/calls.md call 3: one chat turn answered by the ai-chatbot function, or a reason to use the local fallback. */
import { CHAT_CALL_TIMEOUT_MS, DEFAULT_CHAT_CONFIDENCE, DEFAULT_CHAT_PROVIDER } from '../lib/spec-constants';
import { backendTexts } from './backend-texts';
import { pageTransport } from '../outbox/page/outbox-sync';

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

/** Why no AI answer came back: no backend, no answer in time, no network, an HTTP error, `success: false`, or no response text. */
export type ChatFailureReason = 'unconfigured' | 'timeout' | 'network' | 'http' | 'unsuccessful' | 'no-response';

/** The AI's answer, or why the chat must fall back to its local replies. */
export type ChatReply =
  | {
      ok: true;
      response: string;
      provider: string;
      confidence: number;
      sources?: ChatSource[];
      /** the answer cites nothing of the site (and is not small talk) */
      uncertain?: boolean;
      /** the chat should offer to send the conversation to the team */
      offerHandoff?: boolean;
    }
  | { ok: false; reason: ChatFailureReason; message: string };

const failure = (reason: ChatFailureReason): ChatReply => ({
  ok: false,
  reason,
  message: backendTexts.aiServiceUnavailable,
});

/** Sends `message` for `sessionId` with a 10 s time-out; `clientRecordId` lets the server recognise a repeat. */
export async function sendChatMessage(message: string, sessionId: string, clientRecordId?: string): Promise<ChatReply> {
  const transport = pageTransport();
  if (transport === null) return failure('unconfigured');
  const payload = clientRecordId === undefined ? { message, sessionId } : { message, sessionId, clientRecordId };
  const answer = await transport.request('ai-chatbot', payload, CHAT_CALL_TIMEOUT_MS);
  if (answer.type === 'unreached') return failure(answer.timedOut ? 'timeout' : 'network');
  if (answer.status < 200 || answer.status >= 300) return failure('http');
  const body = (typeof answer.body === 'object' && answer.body !== null ? answer.body : {}) as Record<string, unknown>;
  if (body.success === false) return failure('unsuccessful');
  const { response, provider, confidence, sources, uncertain, offerHandoff } = body;
  if (typeof response !== 'string' || response.trim() === '') return failure('no-response');
  const cited = sourcesOf(sources);
  return {
    ok: true,
    response,
    provider: typeof provider === 'string' && provider !== '' ? provider : DEFAULT_CHAT_PROVIDER,
    confidence: typeof confidence === 'number' && Number.isFinite(confidence) ? confidence : DEFAULT_CHAT_CONFIDENCE,
    ...(cited.length > 0 ? { sources: cited } : {}),
    ...(uncertain === true ? { uncertain: true } : {}),
    ...(offerHandoff === true ? { offerHandoff: true } : {}),
  };
}
