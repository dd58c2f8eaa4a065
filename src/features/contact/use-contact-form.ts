/** The contact form's state: the outbox form flow (components/use-outbox-form.ts) with the contact's check, send and correction, and the chat's conversation to attach. */
import { useEffect, useState } from 'react';
import type { ContactSubmission } from '../../../schema/submission';
import { checkContact, EMPTY_CONTACT, type ContactValues } from '../../components/contact-check';
import { useOutboxForm, type OutboxFormState } from '../../components/use-outbox-form';
import { keepOnDevice } from '../../outbox/page/keep-on-device';
import type { ContactRecord, Outcome } from '../../outbox/records';
import { whenIdle } from '../../lib/when-idle';
import { storedChatText } from './stored-chat-text';

/**
 * The outbox (Dexie) is not part of the page's first load. It is fetched once the page is idle, and at
 * the latest when the visitor starts typing, so a message sent after the connection has dropped is
 * still kept on the device, even on a first visit before the service worker holds the site; lost
 * before then, keepOnDevice keeps it in localStorage for the outbox to take over.
 * The browser keeps the module once fetched, so later calls cost nothing.
 */
const loadSubmitContact = () => import('./submit-contact');

const preloadSubmitContact = () => void loadSubmitContact().catch(() => undefined);

/** The offer to attach the chat's conversation and what it adds to a contact, fetched only where the visit holds one. */
export const loadChatAttachment = () => import('./contact-attach-conversation');

// The refused message as it was typed, its optional fields empty where it had none.
const correctedContact = ({ name, email, company = '', phone = '', service = '', message }: ContactRecord): ContactValues => ({
  name,
  email,
  company,
  phone,
  service,
  message,
});

/** Everything ContactForm renders and the handlers it wires. */
export interface ContactFormState extends OutboxFormState<ContactValues> {
  /** The visit holds a conversation with the chat's assistant: the form offers to attach it (contact-attach-conversation.tsx). */
  chatStored: boolean;
  /** Whether the visitor chose to attach it. */
  attach: boolean;
  setAttach(attach: boolean): void;
}

/** State and behaviour of the contact form; fields are cleared only after a submission that is safe. */
export function useContactForm(): ContactFormState {
  const [attach, setAttach] = useState(false);

  useEffect(() => whenIdle(preloadSubmitContact), []);

  const send = (words: ContactSubmission): Promise<Outcome> => {
    // With the conversation as it stands now, when attached (its module is loaded: the box showed).
    const page = window.location.pathname;
    const withChat = attach
      ? loadChatAttachment().then(({ chatAttachment }) => ({ ...words, ...chatAttachment(page) }), () => words)
      : Promise.resolve(words);
    return withChat.then((sent) =>
      loadSubmitContact().then(
        ({ submitContact }) => submitContact(sent),
        // The flow could not be fetched (offline before it ever was): kept in localStorage instead.
        () => keepOnDevice('contact', sent),
      ),
    );
  };
  const form = useOutboxForm(EMPTY_CONTACT, checkContact, send, preloadSubmitContact, 'contact', correctedContact, () => setAttach(false));
  // Read after hydration: the prerendered form cannot know the visit's conversation.
  const chatStored = form.hydrated && storedChatText() !== null;
  return { ...form, chatStored, attach, setAttach };
}
