/** The contact form (docs/product/records.md, states.md and validation.md): validated on the client, written to the outbox before any call. */
import { lazy, Suspense, useId } from 'react';
import { ArrowRight, ChevronDown, Loader2, Lock } from 'lucide-react';
import { SERVICE_OPTIONS } from '../../../schema/submission';
import { ContactFieldShell } from '../../components/contact-field-shell';
import { ContactResult } from './contact-result';
import type { ContactField } from '../../components/contact-field-texts';
import { contactTexts } from './contact-texts';
import { loadChatAttachment, useContactForm } from './use-contact-form';
import { earlySubmitForm, earlySubmitNote } from '../../lib/early-submit';
import { HoneypotField } from '../../components/honeypot-field';

const { form: texts } = contactTexts;

// Without its code (fetched offline before it ever was), the form simply does not offer the attachment.
const AttachConversation = lazy(() =>
  loadChatAttachment().then(
    (module) => ({ default: module.ContactAttachConversation }),
    () => ({ default: () => null }),
  ),
);

/** The form in its card: name, email, company, phone, service, project details, submit and the result banner. */
export function ContactForm() {
  const baseId = useId();
  const { values, errors, sending, outcome, hydrated, setField, submit, chatStored, attach, setAttach, formRef, fieldRef, resultRef } = useContactForm();
  const idOf = (field: ContactField) => `${baseId}-${field}`;
  const shell = (field: ContactField, required = false, className = '') => ({
    id: idOf(field),
    label: texts.labels[field],
    required,
    error: errors[field],
    className,
  });
  const bind = (field: ContactField) => ({
    name: field,
    value: values[field],
    ref: fieldRef(field),
    onChange: (event: { target: { value: string } }) => setField(field, event.target.value),
  });

  return (
    <div className="rounded-2xl border border-navy-100 bg-white p-6 shadow-xl shadow-navy-900/5 sm:p-10">
      <h2 id={`${baseId}-title`} className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">
        {texts.title}
      </h2>
      <p className="mt-2 text-base text-muted">{texts.intro}</p>
      <form ref={formRef} noValidate aria-labelledby={`${baseId}-title`} onSubmit={submit} {...earlySubmitForm(hydrated)} className="mt-8">
        <div className="grid gap-6 sm:grid-cols-2">
          <ContactFieldShell {...shell('name', true)}>
            {(props) => <input {...props} {...bind('name')} type="text" autoComplete={texts.autoComplete.name} />}
          </ContactFieldShell>
          <ContactFieldShell {...shell('email', true)}>
            {(props) => (
              <input
                {...props}
                {...bind('email')}
                type="email"
                autoComplete={texts.autoComplete.email}
                placeholder={texts.placeholders.email}
              />
            )}
          </ContactFieldShell>
          <ContactFieldShell {...shell('company')}>
            {(props) => <input {...props} {...bind('company')} type="text" autoComplete={texts.autoComplete.company} />}
          </ContactFieldShell>
          <ContactFieldShell {...shell('phone')}>
            {(props) => (
              <input
                {...props}
                {...bind('phone')}
                type="tel"
                autoComplete={texts.autoComplete.phone}
                placeholder={texts.placeholders.phone}
              />
            )}
          </ContactFieldShell>
          <ContactFieldShell {...shell('service', false, 'sm:col-span-2')}>
            {(props) => (
              <div className="relative">
                <select {...props} {...bind('service')} className={`${props.className} appearance-none pr-11`}>
                  <option value="">{texts.serviceEmptyOption}</option>
                  {SERVICE_OPTIONS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
                <ChevronDown
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 right-4 h-4 w-4 -translate-y-1/2 text-navy-800"
                />
              </div>
            )}
          </ContactFieldShell>
          <ContactFieldShell {...shell('message', true, 'sm:col-span-2')}>
            {(props) => <textarea {...props} {...bind('message')} rows={6} placeholder={texts.placeholders.message} />}
          </ContactFieldShell>
          {chatStored && (
            <Suspense fallback={null}>
              <AttachConversation checked={attach} onChange={setAttach} />
            </Suspense>
          )}
          <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-center gap-2 text-sm text-muted">
              <Lock aria-hidden="true" className="h-4 w-4 shrink-0 text-accent-700" />
              {texts.privacy}
            </p>
            <button
              type="submit"
              disabled={sending || !hydrated}
              className="btn-primary w-full shrink-0 disabled:cursor-wait disabled:opacity-75 sm:w-auto"
            >
              {sending ? texts.sending : texts.submit}
              {sending ? (
                <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
              ) : (
                <ArrowRight aria-hidden="true" className="h-4 w-4" />
              )}
            </button>
          </div>
        </div>
        <HoneypotField id={`${baseId}-website`} />
        <p role="status" className="mt-6 text-sm font-semibold text-navy-800" {...earlySubmitNote(texts.earlyUnavailable)}>
          {texts.earlyNote}
        </p>
        <ContactResult outcome={outcome} resultRef={resultRef} />
      </form>
    </div>
  );
}
