/** The newsletter signup (SPEC sections 2-5 and 8): a card for light pages or a compact row for the footer. */
import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { AlertCircle, Loader2 } from 'lucide-react';
import { NewsletterField } from './newsletter-field';
import { NewsletterResult } from './newsletter-result';
import { newsletterStyles, type NewsletterVariant } from './newsletter-styles';
import { newsletterTexts as texts } from './newsletter-texts';
import { useNewsletterForm } from './use-newsletter-form';

/** One signup form; every instance has its own ids, so the footer and a page can both hold one. */
export function NewsletterSignup({ variant, headingLevel = 2 }: { variant: NewsletterVariant; headingLevel?: 2 | 3 }) {
  const baseId = useId();
  const styles = newsletterStyles[variant];
  const { values, errors, submitting, outcome, hydrated, setField, submit, fieldRef, resultRef } = useNewsletterForm({ acceptCorrection: variant === 'full' });
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
      <form noValidate aria-labelledby={id('title')} onSubmit={submit} data-hydrated={hydrated}>
        <div className={styles.fields}>
          <NewsletterField
            id={id('first-name')}
            label={texts.labels.firstName}
            type="text"
            autoComplete="given-name"
            value={values.firstName}
            error={errors.firstName}
            styles={styles}
            inputRef={fieldRef('firstName')}
            onChange={(value) => setField('firstName', value)}
          />
          <NewsletterField
            id={id('last-name')}
            label={texts.labels.lastName}
            type="text"
            autoComplete="family-name"
            value={values.lastName}
            error={errors.lastName}
            styles={styles}
            inputRef={fieldRef('lastName')}
            onChange={(value) => setField('lastName', value)}
          />
          <NewsletterField
            id={id('email')}
            label={texts.labels.email}
            type="email"
            autoComplete="email"
            value={values.email}
            error={errors.email}
            styles={styles}
            className={styles.email}
            inputRef={fieldRef('email')}
            onChange={(value) => setField('email', value)}
          />
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
                <Link to="/privacy" className={styles.link}>
                  {texts.privacyLink}
                </Link>
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
            <button type="submit" disabled={submitting || !hydrated} className={styles.button}>
              {submitting ? texts.submitting : texts.submit}
              {submitting ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
            </button>
          </div>
        </div>
        <NewsletterResult outcome={outcome} styles={styles} resultRef={resultRef} />
      </form>
    </div>
  );
}
