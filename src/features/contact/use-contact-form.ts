/** The contact form's state: the shared outbox form flow (components/use-outbox-form.ts), with the chat's conversation to attach. */
import { useState } from 'react';
import { checkContact, CONTACT_FIELDS, EMPTY_CONTACT, type ContactValues } from '../../components/contact-check';
import { useOutboxForm, type OutboxFormState } from '../../components/use-outbox-form';
import { storedChatText } from './stored-chat-text';

// The submit flow with the outbox, fetched when the page is idle or at the first keystroke.
const loadSubmitContact = () => import('./submit-contact').then(({ submitContact }) => submitContact);

/** The offer to attach the chat's conversation and what it adds to a contact, fetched only where the visit holds one. */
export const loadChatAttachment = () => import('./contact-attach-conversation');

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
  const form = useOutboxForm({
    kind: 'contact',
    empty: EMPTY_CONTACT,
    fields: CONTACT_FIELDS,
    check: checkContact,
    loadSubmit: loadSubmitContact,
    preloadWhenIdle: true,
    corrected: ({ name, email, company = '', phone = '', service = '', message }) => ({ name, email, company, phone, service, message }),
    // With the conversation as it stands now, when attached (its module is loaded: the box showed).
    prepare: (words) => {
      if (!attach) return Promise.resolve(words);
      const page = window.location.pathname;
      return loadChatAttachment().then(({ chatAttachment }) => ({ ...words, ...chatAttachment(page) }), () => words);
    },
    onSafe: () => setAttach(false),
  });
  // Read after hydration: the prerendered form cannot know the visit's conversation.
  const chatStored = form.hydrated && storedChatText() !== null;
  return { ...form, chatStored, attach, setAttach };
}
