/**
 * The forms' hidden field for scripts, and the human signals a form sends with its words
 * (schema/submission.ts, docs/lead-routing.md): a person never sees or fills the field.
 */
import { HONEYPOT_FIELD, type HumanSignals } from '../../schema/submission';

// Off screen rather than display:none, which many scripts skip; out of the tab order and hidden from
// assistive technology, so no person meets it.
const OFF_SCREEN = 'absolute -left-[10000px] top-auto h-px w-px overflow-hidden';

/** The hidden field; uncontrolled, read at send time by humanSignalsOf. */
export function HoneypotField({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className={OFF_SCREEN}>
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** What `form` says of its sender: the hidden field's content and the milliseconds since the page started. */
export function humanSignalsOf(form: HTMLFormElement | null): HumanSignals {
  const field = form?.elements.namedItem(HONEYPOT_FIELD);
  const website = field instanceof HTMLInputElement && field.value !== '' ? { website: field.value } : {};
  return { ...website, elapsedMs: Math.round(performance.now()) };
}
