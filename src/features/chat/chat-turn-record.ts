/** Writes each answered chat turn to the outbox, so the firm sees every conversation exactly once. */
import type { OutboxDb } from '../../outbox/database';
import type { ConversationRecord } from '../../outbox/records';
import { enqueue } from '../../outbox/store';
import type { ChatTurn } from './chat-types';

/**
 * Enqueues the turn under its own id, the clientRecordId the live call already used, so a later
 * replay of a turn the server stored before its answer was lost is recognised as a repeat. A turn
 * the backend answered is already on the server, so it is stored as delivered; a turn answered by
 * the fallback waits and a sync is requested. Throws OutboxWriteError if storage fails.
 */
export async function recordChatTurn(db: OutboxDb, turn: ChatTurn, requestSync: () => void): Promise<ConversationRecord> {
  const answeredByBackend = turn.provider !== 'fallback';
  const record = await enqueue(
    db,
    'conversation',
    { sessionId: turn.sessionId, userMessage: turn.userMessage, aiResponse: turn.aiResponse, provider: turn.provider, citedUrls: turn.citedUrls },
    { id: turn.id, now: turn.timestamp, delivered: answeredByBackend },
  );
  if (!answeredByBackend) requestSync();
  return record;
}
