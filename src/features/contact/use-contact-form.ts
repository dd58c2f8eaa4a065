/** The contact form's state: values, field errors, the sending state and the result, with focus management. */
import { useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useFormFields } from '../../lib/use-form-fields';
import { useHydrated } from '../../lib/use-hydrated';
import type { ContactField } from '../../components/contact-field-texts';
import { checkContact, CONTACT_FIELDS, EMPTY_CONTACT, type ContactErrors, type ContactValues } from '../../components/contact-check';
import type { Outcome } from '../../outbox/records';
import { keepOnDevice } from '../../outbox/page/keep-on-device';
import { humanSignalsOf } from '../../components/honeypot-field';
import { whenIdle } from '../../lib/when-idle';
import { storedChatText } from './stored-chat-text';

type FocusTarget = ContactField | 'result';

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

/** Everything ContactForm renders and the handlers it wires. */
export interface ContactFormState {
  values: ContactValues;
  errors: ContactErrors;
  /** True from a valid submit until its outcome is known (docs/product/states.md: 'Sending...'). */
  sending: boolean;
  /** What became of the last submission, shown by ContactResult. */
  outcome: Outcome | undefined;
  /** False in prerendered HTML and until hydration, so a submit cannot fall back to a native GET. */
  hydrated: boolean;
  setField(field: ContactField, value: string): void;
  submit(event: FormEvent<HTMLFormElement>): void;
  /** The visit holds a conversation with the chat's assistant: the form offers to attach it (contact-attach-conversation.tsx). */
  chatStored: boolean;
  /** Whether the visitor chose to attach it. */
  attach: boolean;
  setAttach(attach: boolean): void;
  /** The form element, read at hydration for what was typed and sent before it. */
  formRef: RefObject<HTMLFormElement | null>;
  fieldRef(field: ContactField): (element: HTMLElement | null) => void;
  resultRef: (element: HTMLElement | null) => void;
}

/** State and behaviour of the contact form; fields are cleared only after a submission that is safe. */
export function useContactForm(): ContactFormState {
  // A Send pressed before hydration (lib/early-submit.ts) is carried out with what was typed.
  const { values, setValues, errors, setErrors, setField, focus, refFor, formRef } = useFormFields<ContactValues, FocusTarget>(EMPTY_CONTACT, {
    onEarlySubmit: (typed) => send(typed),
  });
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const hydrated = useHydrated();
  const inFlight = useRef(false);
  const [attach, setAttach] = useState(false);
  // Read after hydration: the prerendered form cannot know the visit's conversation.
  const chatStored = hydrated && storedChatText() !== null;

  useEffect(() => whenIdle(preloadSubmitContact), []);

  // Arriving from the notice about a refused message (/contact?correct=contact:<id>): what the
  // visitor typed comes back, with the server's reason, ready to be corrected and sent again.
  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has('correct')) return;
    let cancelled = false;
    void import('../../outbox/page/corrections')
      .then(({ refusalToCorrect }) => refusalToCorrect('contact', window.location.search))
      .then((refusal) => {
        if (cancelled || refusal === undefined) return;
        const { name, email, company = '', phone = '', service = '', message } = refusal.record;
        setValues({ name, email, company, phone, service, message });
        setOutcome({ type: 'rejected', message: refusal.message });
        focus('result');
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [setValues, focus]);

  const send = (current: ContactValues) => {
    if (inFlight.current) return;
    const check = checkContact(current);
    if (!check.ok) {
      setErrors(check.errors);
      const first = CONTACT_FIELDS.find((field) => check.errors[field] !== undefined);
      if (first !== undefined) focus(first);
      return;
    }
    setErrors({});
    // The words, and what tells a person from a script (held for an operator, never refused).
    const words = { ...check.value, ...humanSignalsOf(formRef.current) };
    setOutcome(undefined);
    setSending(true);
    inFlight.current = true;
    // With the conversation as it stands now, when attached (its module is loaded: the box showed).
    const page = window.location.pathname;
    const withChat = attach
      ? loadChatAttachment().then(({ chatAttachment }) => ({ ...words, ...chatAttachment(page) }), () => words)
      : Promise.resolve(words);
    void withChat
      .then((sent) =>
        loadSubmitContact().then(
          ({ submitContact }) => submitContact(sent),
          // The flow could not be fetched (offline before it ever was): kept in localStorage instead.
          () => keepOnDevice('contact', sent),
        ),
      )
      .catch((): Outcome => ({ type: 'unsaved' }))
      .then((result) => {
        inFlight.current = false;
        setSending(false);
        setOutcome(result);
        // Cleared only when the message is safe: delivered, or kept on this device for later.
        if (result.type === 'delivered' || result.type === 'queued') {
          setValues(EMPTY_CONTACT);
          setAttach(false);
        }
        focus('result');
      });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(values);
  };

  const resultRef = useMemo(() => refFor('result'), [refFor]);
  const typeField = (field: ContactField, value: string) => {
    preloadSubmitContact();
    setField(field, value);
  };
  return { values, errors, sending, outcome, hydrated, setField: typeField, submit, chatStored, attach, setAttach, formRef, fieldRef: refFor, resultRef };
}
