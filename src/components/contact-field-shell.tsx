/** One labelled control of a contact form (the page's, or the chat's for the team) with its error message, wired for screen readers. */
import type { ReactNode } from 'react';
import { AlertCircle } from 'lucide-react';

/** The attributes every control of the form receives. */
export interface ControlProps {
  id: string;
  required: boolean;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  className: string;
}

const CONTROL =
  'block w-full rounded-lg border bg-white px-4 py-3 text-base text-ink shadow-sm transition-colors placeholder:text-slate-500 hover:border-navy-800/40';

/** Label above, control, then the field's error (role="alert", referenced by aria-describedby). */
export function ContactFieldShell({
  id,
  label,
  required = false,
  error,
  className = '',
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  className?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {label}
        {required ? (
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className="mt-2">
        {children({
          id,
          required,
          'aria-invalid': error !== undefined,
          'aria-describedby': error !== undefined ? errorId : undefined,
          className: `${CONTROL} ${error !== undefined ? 'border-red-600 bg-red-50/40' : 'border-navy-800/20'}`,
        })}
      </div>
      {error !== undefined ? (
        <p id={errorId} role="alert" className="mt-2 flex items-start gap-1.5 text-sm font-semibold text-red-700">
          <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </div>
  );
}
