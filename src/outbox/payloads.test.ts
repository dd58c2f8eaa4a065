import { describe, expect, it } from 'vitest';
import { deliverRecord } from './deliver-record';
import { contactPayload, conversationPayload, newsletterPayload } from './payloads';
import type { ContactRecord, ConversationRecord, NewsletterRecord } from './record-types';
import { recordingTransport } from './test-support';

const state = { id: '0b8f7d5e-2a43-4c1e-9d3b-6f1a2b3c4d5e', timestamp: '2025-09-18T10:00:00.000Z', status: 'pending' as const, attempts: 0 };

describe('payloads', () => {
  it('sends a contact with its id as clientRecordId and no empty optional fields', () => {
    const record: ContactRecord = { ...state, name: 'Jane', email: 'jane@example.com', company: 'Acme', phone: '', message: 'Hi' };
    expect(contactPayload(record)).toEqual({ name: 'Jane', email: 'jane@example.com', company: 'Acme', message: 'Hi', clientRecordId: state.id });
    expect(contactPayload({ ...record, phone: '+1 555 0100', service: 'technical-seo' })).toEqual({
      name: 'Jane',
      email: 'jane@example.com',
      company: 'Acme',
      phone: '+1 555 0100',
      service: 'technical-seo',
      message: 'Hi',
      clientRecordId: state.id,
    });
  });

  it('sends a newsletter signup with optedIn true and without bookkeeping fields', () => {
    const record: NewsletterRecord = { ...state, firstName: 'Jane', lastName: 'Doe', email: 'Jane@Example.com', emailKey: 'jane@example.com', optedIn: true };
    expect(newsletterPayload(record)).toEqual({ firstName: 'Jane', lastName: 'Doe', email: 'Jane@Example.com', optedIn: true, clientRecordId: state.id });
  });

  it('sends a conversation as a recorded reply', () => {
    const record: ConversationRecord = { ...state, sessionId: 's1', userMessage: 'What is GEO?', aiResponse: 'GEO is…', provider: 'fallback' };
    expect(conversationPayload(record)).toEqual({
      message: 'What is GEO?',
      sessionId: 's1',
      clientRecordId: state.id,
      recordedResponse: 'GEO is…',
      provider: 'fallback',
    });
  });

  it('routes each kind to its transport call', async () => {
    const { transport, calls } = recordingTransport();
    const contact: ContactRecord = { ...state, name: 'J', email: 'j@example.com', message: 'Hi' };
    await expect(deliverRecord('contact', contact, transport)).resolves.toEqual({ type: 'delivered' });
    expect(calls).toEqual([{ kind: 'contact', clientRecordId: state.id }]);
    expect(transport.contact).toHaveBeenCalledWith(contactPayload(contact));
  });
});
