/**
 * The short form that sends the conversation to the team: name, email and an optional phone, checked with
 * the contact form's rules and words, sent as a contact through the outbox (so it is kept offline and
 * delivered once). Loaded on demand; what is typed lives in the panel, kept for the visit.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import type { ContactSubmission } from '../../../schema/submission';
import { keepOnDevice } from '../../outbox/page/keep-on-device';
import type { ContactErrors } from '../../components/contact-check';
import { ContactFieldShell } from '../../components/contact-field-shell';
import { contactFieldTexts } from '../../components/contact-field-texts';
import { HoneypotField, humanSignalsOf } from '../../components/honeypot-field';
import { SubmissionResult } from '../../components/submission-result';
import { visitorMessageCount } from '../../lib/chat-conversation';
import type { Outcome } from '../../outbox/records';
import { HANDOFF_FIELDS, handoffContact } from './chat-handoff-contact';
import type { HandoffValues } from './chat-handoff-storage';
import { chatHandoffText } from './chat-handoff-text';
import type { ChatSession } from './chat-types';

/** The form's values and what it reports to the panel. */
export interface ChatHandoffFormProps {
  values: HandoffValues;
  onChange: (field: keyof HandoffValues, value: string) => void;
  session: ChatSession;
  /** Opened by the visitor: the first field takes the focus. */
  focusFirst: boolean;
  onCancel: () => void;
  /** The sending's outcome; the panel closes the form when it is safe. */
  onSettled: (outcome: Outcome) => void;
}

type FocusTarget = keyof HandoffValues | 'result';

// The outbox (Dexie) comes with the sending code, fetched when the form opens, not with the panel.
const loadSubmit = () => import('./chat-handoff-submit');

const FIELD_TYPE = { name: 'text', email: 'email', phone: 'tel' } as const;

export function ChatHandoffForm({ values, onChange, session, focusFirst, onCancel, onSettled }: ChatHandoffFormProps) {
  const baseId = useId();
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Outcome | undefined>(undefined);
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget } | null>(focusFirst ? { target: 'name' } : null);
  const formRef = useRef<HTMLFormElement>(null);
  const elements = useRef<Partial<Record<FocusTarget, HTMLElement | null>>>({});
  const inFlight = useRef(false);
  const visitorMessages = visitorMessageCount(session.messages);

  useEffect(() => void loadSubmit().catch(() => undefined), []);
  useEffect(() => {
    if (focusRequest === null) return;
    // Opened, the whole form is brought into the panel's view (its buttons too, where it fits), then the first field takes the focus.
    if (focusRequest.target === 'name' && !formRef.current?.querySelector('[aria-invalid="true"]')) formRef.current?.scrollIntoView({ block: 'end' });
    elements.current[focusRequest.target]?.focus();
  }, [focusRequest]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const check = handoffContact(values, session, window.location.pathname);
    if (!check.ok) {
      setErrors(check.errors);
      const first = HANDOFF_FIELDS.find((field) => check.errors[field] !== undefined);
      // Only the conversation itself is left to blame: said in the form's alert.
      if (first === undefined) setFailure({ type: 'rejected', message: Object.values(check.errors).join(' ') });
      setFocusRequest({ target: first ?? 'result' });
      return;
    }
    setErrors({});
    setFailure(undefined);
    const sent: ContactSubmission = { ...check.value, ...humanSignalsOf(formRef.current) };
    inFlight.current = true;
    setSending(true);
    void loadSubmit()
      .then(
        ({ submitHandoff }) => submitHandoff(sent),
        // The sending code could not be fetched (offline before it ever was): kept in localStorage instead.
        () => keepOnDevice('contact', sent),
      )
      .catch((): Outcome => ({ type: 'unsaved' }))
      .then((outcome) => {
        inFlight.current = false;
        setSending(false);
        onSettled(outcome);
        if (outcome.type === 'rejected' || outcome.type === 'unsaved') {
          setFailure(outcome);
          setFocusRequest({ target: 'result' });
        }
      });
  };

  const titleId = `${baseId}-title`;
  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={titleId}
      aria-describedby={`${baseId}-intro`}
      onSubmit={submit}
      className="mt-4 rounded-xl border border-navy-100 bg-white p-4 shadow-sm"
    >
      <h3 id={titleId} className="text-base font-bold text-navy-900">
        {chatHandoffText.title}
      </h3>
      <p id={`${baseId}-intro`} className="mt-1 text-sm text-muted">
        {chatHandoffText.intro(visitorMessages)}
      </p>
      <div className="mt-4 grid gap-4">
        {HANDOFF_FIELDS.map((field) => (
          <ContactFieldShell key={field} id={`${baseId}-${field}`} label={contactFieldTexts.labels[field]} required={field !== 'phone'} error={errors[field]}>
            {(props) => (
              <input
                {...props}
                ref={(element) => {
                  elements.current[field] = element;
                }}
                name={field}
                type={FIELD_TYPE[field]}
                value={values[field]}
                autoComplete={contactFieldTexts.autoComplete[field]}
                placeholder={field === 'name' ? undefined : contactFieldTexts.placeholders[field]}
                onChange={(event) => {
                  onChange(field, event.target.value);
                  if (errors[field] !== undefined) setErrors(({ [field]: _cleared, ...rest }) => rest);
                }}
              />
            )}
          </ContactFieldShell>
        ))}
      </div>
      <HoneypotField id={`${baseId}-website`} />
      <p className="mt-3 text-xs text-muted">{contactFieldTexts.privacy}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" disabled={sending} className="btn-primary min-h-11 flex-1 justify-center disabled:cursor-wait disabled:opacity-75">
          {sending ? chatHandoffText.sending : chatHandoffText.submit}
          {sending ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="min-h-11 rounded-lg px-4 text-sm font-semibold text-navy-800 underline-offset-4 hover:underline"
        >
          {chatHandoffText.cancel}
        </button>
      </div>
      <SubmissionResult
        outcome={failure}
        words={contactFieldTexts.results}
        resultRef={(element) => {
          elements.current.result = element;
        }}
        testId="chat-handoff-error"
        boxClass={() => 'mt-4 flex items-start gap-3 rounded-xl border border-red-600/40 bg-red-50 px-3.5 py-3 text-red-900'}
        iconClass={() => 'text-red-700'}
      >
        {(_tone, text) => <p className="text-sm leading-6 font-semibold">{text}</p>}
      </SubmissionResult>
    </form>
  );
}
