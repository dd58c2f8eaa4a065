/** Class names of the two variants: a card for light pages and a single row for the dark footer. */

/** Which look: 'full' (card on a light background) or 'compact' (the navy-950 footer). */
export type NewsletterVariant = 'full' | 'compact';

/** The class names one variant applies to each part of the form. */
export interface NewsletterStyles {
  root: string;
  title: string;
  intro: string;
  fields: string;
  label: string;
  input: string;
  inputValid: string;
  inputInvalid: string;
  email: string;
  consentCell: string;
  submitCell: string;
  button: string;
  consent: string;
  checkbox: string;
  link: string;
  fieldError: string;
  /** The note shown while a Send made before the form loaded waits. */
  note: string;
  success: string;
  successIcon: string;
  failure: string;
  failureIcon: string;
}

const INPUT = 'block w-full rounded-lg border px-4 py-2.5 text-base transition-colors';

/** The class names per variant. */
export const newsletterStyles: Record<NewsletterVariant, NewsletterStyles> = {
  full: {
    root: 'rounded-2xl border border-navy-100 bg-white p-6 shadow-xl shadow-navy-900/5 sm:p-8',
    title: 'text-2xl font-bold tracking-tight text-navy-900',
    intro: 'mt-2 text-base leading-6 text-muted',
    fields: 'mt-6 grid gap-5 sm:grid-cols-2',
    label: 'block text-sm leading-5 font-semibold text-navy-900',
    input: `${INPUT} bg-white text-ink shadow-sm placeholder:text-slate-500`,
    inputValid: 'border-navy-800/20 hover:border-navy-800/40',
    inputInvalid: 'border-red-600 bg-red-50/40',
    email: 'sm:col-span-2',
    consentCell: 'sm:col-span-2',
    submitCell: 'sm:col-span-2',
    button: 'btn-primary w-full disabled:cursor-wait disabled:opacity-75',
    consent: 'text-sm leading-6 text-muted',
    checkbox: 'mt-0.5 h-5 w-5 shrink-0 accent-accent-600',
    link: 'font-semibold text-accent-700 underline underline-offset-4 hover:text-accent-600',
    fieldError: 'mt-2 flex items-start gap-1.5 text-sm font-semibold text-red-700',
    note: 'mt-4 text-sm font-semibold text-navy-800',
    success: 'border-emerald-600/40 bg-emerald-50 text-emerald-900',
    successIcon: 'text-emerald-700',
    failure: 'border-red-600/40 bg-red-50 text-red-900',
    failureIcon: 'text-red-700',
  },
  compact: {
    root: 'grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2.4fr)] lg:gap-10',
    title: 'text-lg font-semibold text-white',
    intro: 'mt-2 text-base leading-6 text-white/75',
    fields: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.5fr)_auto] lg:items-start',
    label: 'block text-sm leading-5 font-semibold text-white/85',
    input: `${INPUT} bg-white/5 text-white placeholder:text-white/55`,
    inputValid: 'border-white/25 hover:border-white/45',
    inputInvalid: 'border-red-300 bg-red-500/10',
    email: 'sm:col-span-2 lg:col-span-1',
    // Phones: consent, then the button; desktop: the button ends the row and consent sits below.
    consentCell: 'order-4 sm:col-span-2 lg:order-5 lg:col-span-4',
    submitCell: 'order-5 sm:col-span-2 lg:order-4 lg:col-span-1 lg:pt-7',
    button: 'btn-gold w-full whitespace-nowrap disabled:cursor-wait disabled:opacity-75 lg:w-auto',
    consent: 'text-sm leading-6 text-white/75',
    checkbox: 'mt-0.5 h-5 w-5 shrink-0 accent-accent-500',
    link: 'font-semibold text-accent-300 underline underline-offset-4 hover:text-white',
    fieldError: 'mt-2 flex items-start gap-1.5 text-sm font-semibold text-red-300',
    note: 'mt-4 text-sm font-semibold text-white',
    success: 'border-emerald-400/40 bg-emerald-400/10 text-emerald-50',
    successIcon: 'text-emerald-300',
    failure: 'border-red-400/50 bg-red-500/10 text-red-50',
    failureIcon: 'text-red-300',
  },
};
