/** A labelled text input of the signup with its error message, wired for screen readers. */
import { AlertCircle } from 'lucide-react';
import type { NewsletterStyles } from './newsletter-styles';

/** Label above the input, then the field's error (role="alert", referenced by aria-describedby). */
export function NewsletterField({
  id,
  label,
  type,
  autoComplete,
  value,
  error,
  styles,
  className = '',
  inputRef,
  onChange,
}: {
  id: string;
  label: string;
  type: 'text' | 'email';
  autoComplete: string;
  value: string;
  error?: string;
  styles: NewsletterStyles;
  className?: string;
  inputRef: (element: HTMLElement | null) => void;
  onChange: (value: string) => void;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type={type}
        autoComplete={autoComplete}
        required
        value={value}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`mt-2 ${styles.input} ${error !== undefined ? styles.inputInvalid : styles.inputValid}`}
      />
      {error !== undefined ? (
        <p id={errorId} role="alert" className={styles.fieldError}>
          <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </div>
  );
}
