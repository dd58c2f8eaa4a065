/**
 * The contact record a conversation becomes when the visitor sends it to the team: their details as the
 * contact form checks them, their own words as the message, the conversation as its transcript, the
 * service it is about, and where it came from (docs/product/records.md, Contact).
 */
import { ORIGIN_PAGE_MAX_LENGTH, type ContactSubmission } from '../../../schema/submission';
import { checkContact, EMPTY_CONTACT, type ContactErrors } from '../../components/contact-check';
import { transcriptOf, visitorWords } from '../../lib/chat-conversation';
import { inferService } from './chat-handoff-service';
import type { HandoffValues } from './chat-handoff-storage';
import type { ChatSession } from './chat-types';

/** The fields of the chat's form, in order (the first invalid one takes the focus). */
export const HANDOFF_FIELDS: readonly (keyof HandoffValues)[] = ['name', 'email', 'phone'];

/** The record to send, or the contact form's messages for what is wrong (`message` only if the conversation itself is). */
export type HandoffCheck = { ok: true; value: ContactSubmission } | { ok: false; errors: ContactErrors };

/** The page the chat is open on, as a contact's origin may carry it. */
export function originPage(pathname: string): string {
  return pathname.length <= ORIGIN_PAGE_MAX_LENGTH ? pathname : '/';
}

/** Checks `values` with the contact form's rules and builds the record from the conversation `session` on `page`. */
export function handoffContact(values: HandoffValues, session: ChatSession, page: string): HandoffCheck {
  const service = inferService(session.messages) ?? '';
  const check = checkContact({ ...EMPTY_CONTACT, ...values, service, message: visitorWords(session.messages) });
  if (!check.ok) return check;
  return {
    ok: true,
    value: {
      ...check.value,
      transcript: transcriptOf(session.messages),
      origin: { via: 'chat', page: originPage(page) },
      chatSessionId: session.sessionId,
    },
  };
}
