/** The newsletter signup (docs/product/routes.md to validation.md, and texts.md): a card for light pages or a compact row for the footer. */
import { useId } from 'react';
import { SiteLink } from '../../components/site-link';
import { AlertCircle, Loader2 } from 'lucide-react';
import { NewsletterField } from './newsletter-field';
import { NewsletterResult } from './newsletter-result';
import { newsletterStyles, type NewsletterVariant } from './newsletter-styles';
import { newsletterTexts as texts } from './newsletter-texts';
import { useNewsletterForm } from './use-newsletter-form';
import { earlySubmitForm, earlySubmitNote } from '../../lib/early-submit';
import { HoneypotField } from '../../components/honeypot-field';

// The three text inputs, in the order the visitor meets them.
const TEXT_FIELDS = [
  { field: 'firstName', part: 'first-name', type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', part: 'last-name', type: 'text', autoComplete: 'family-name' },
  { field: 'email', part: 'email', type: 'email', autoComplete: 'email' },
] as const;

/** One signup form; every instance has its own ids, so the footer and a page can both hold one. */
export function NewsletterSignup({ variant, headingLevel = 2 }: { variant: NewsletterVariant; headingLevel?: 2 | 3 }) {
  const baseId = useId();
  const styles = newsletterStyles[variant];
  const { values, errors, sending, outcome, hydrated, setField, submit, formRef, fieldRef, resultRef } = useNewsletterForm({ acceptCorrection: variant === 'full' });
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const id = (part: string) => `${baseId}-${part}`;
  const consentError = errors.optedIn;

  return (
    <div className={styles.root} data-testid={`newsletter-${variant}`}>
      <div>
        <Heading id={id('title')} className={styles.title}>
          {texts.title}
        </Heading>
        <p className={styles.intro}>{texts.intro[variant]}</p>
      </div>
      <form ref={formRef} noValidate aria-labelledby={id('title')} onSubmit={submit} {...earlySubmitForm(hydrated)}>
        <div className={styles.fields}>
          {TEXT_FIELDS.map(({ field, part, type, autoComplete }) => (
            <NewsletterField
              key={field}
              id={id(part)}
              label={texts.labels[field]}
              type={type}
              autoComplete={autoComplete}
              value={values[field]}
              error={errors[field]}
              styles={styles}
              className={field === 'email' ? styles.email : undefined}
              inputRef={fieldRef(field)}
              onChange={(value) => setField(field, value)}
            />
          ))}
          <div className={styles.consentCell}>
            <div className="flex items-start gap-3">
              <input
                ref={fieldRef('optedIn')}
                id={id('consent')}
                type="checkbox"
                required
                checked={values.optedIn}
                aria-invalid={consentError !== undefined}
                aria-describedby={consentError !== undefined ? id('consent-error') : undefined}
                onChange={(event) => setField('optedIn', event.target.checked)}
                className={styles.checkbox}
              />
              <p className={styles.consent}>
                <label htmlFor={id('consent')}>{texts.consent}</label> {texts.privacyBefore}{' '}
                <SiteLink to="/privacy" className={styles.link}>
                  {texts.privacyLink}
                </SiteLink>
                {texts.privacyAfter}
              </p>
            </div>
            {consentError !== undefined ? (
              <p id={id('consent-error')} role="alert" className={styles.fieldError}>
                <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                {consentError}
              </p>
            ) : null}
          </div>
          <div className={styles.submitCell}>
            <button type="submit" disabled={sending || !hydrated} className={styles.button}>
              {sending ? texts.submitting : texts.submit}
              {sending ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
            </button>
          </div>
        </div>
        <HoneypotField id={id('website')} />
        <p role="status" className={styles.note} {...earlySubmitNote(texts.earlyUnavailable)}>
          {texts.earlyNote}
        </p>
        <NewsletterResult outcome={outcome} styles={styles} resultRef={resultRef} />
      </form>
    </div>
  );
}
