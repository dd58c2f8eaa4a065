/** Writes each answered chat turn to the outbox, so the firm sees every conversation exactly once. */
import { tableFor, type OutboxDb } from '../../outbox/outbox-db';
import { writeOrThrow } from '../../outbox/outbox-write-error';
import { markDelivered } from '../../outbox/record-transitions';
import type { ConversationRecord } from '../../outbox/record-types';
import type { ChatTurn } from './chat-types';

/**
 * Stores the turn under its own id, the clientRecordId the live call already used, so a later replay
 * of a turn the server stored before its answer was lost is recognised as a repeat. A turn the
 * backend answered is already on the server: it is marked delivered at once. A turn answered by the
 * fallback stays pending and a sync is requested. Throws OutboxWriteError if storage fails.
 */
export async function recordChatTurn(db: OutboxDb, turn: ChatTurn, requestSync: () => void): Promise<ConversationRecord> {
  const record: ConversationRecord = {
    id: turn.id,
    timestamp: turn.timestamp.toISOString(),
    status: 'pending',
    attempts: 0,
    sessionId: turn.sessionId,
    userMessage: turn.userMessage,
    aiResponse: turn.aiResponse,
    provider: turn.provider,
    ...(turn.citedUrls?.length ? { citedUrls: turn.citedUrls } : {}),
  };
  await writeOrThrow('conversation', () => tableFor(db, 'conversation').add(record));
  if (turn.provider === 'fallback') {
    requestSync();
    return record;
  }
  await markDelivered(db, 'conversation', turn.id);
  return (await tableFor(db, 'conversation').get(turn.id)) ?? record;
}
