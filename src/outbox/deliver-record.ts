/** One delivery attempt of one record through the injected transport. */
import type { DeliveryOutcome, OutboxTransport } from './delivery-types';
import { contactPayload, conversationPayload, newsletterPayload } from './payloads';
import type { OutboxEntry, OutboxKind, RecordOf } from './record-types';

function send(entry: OutboxEntry, transport: OutboxTransport): Promise<DeliveryOutcome> {
  switch (entry.kind) {
    case 'contact':
      return transport.contact(contactPayload(entry.record));
    case 'newsletter':
      return transport.newsletter(newsletterPayload(entry.record));
    case 'conversation':
      return transport.conversation(conversationPayload(entry.record));
  }
}

/** Sends `record`; a transport that throws counts as a failed (retryable) attempt. */
export async function deliverRecord<K extends OutboxKind>(
  kind: K,
  record: RecordOf<K>,
  transport: OutboxTransport,
): Promise<DeliveryOutcome> {
  try {
    return await send({ kind, record } as OutboxEntry, transport);
  } catch (error) {
    return { type: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}
