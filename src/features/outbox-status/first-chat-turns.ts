/** The first turn kept of each chat conversation on this device: what /outbox names a conversation by. */
import type { ConversationRecord, OutboxEntry } from '../../outbox/records';

/** The earliest conversation record of each session id among `entries`. */
export function firstChatTurns(entries: readonly OutboxEntry[]): Map<string, ConversationRecord> {
  const first = new Map<string, ConversationRecord>();
  for (const entry of entries) {
    if (entry.kind !== 'conversation') continue;
    const known = first.get(entry.record.sessionId);
    if (!known || Date.parse(entry.record.timestamp) < Date.parse(known.timestamp)) first.set(entry.record.sessionId, entry.record);
  }
  return first;
}
