/**
 * Forms that work before their island has hydrated. The prerendered form is on screen, and typed into,
 * for a second or more before React can answer it (longer on a phone's CPU or trade-show Wi-Fi). What is
 * typed stays in the DOM (React's hydration keeps a control's value; the form hook reads it back,
 * use-form-fields.ts). What is missing is the Send: the server renders the button disabled, so that a
 * page without JavaScript never submits natively (a GET that would put the message in the address), and
 * this module's inline script, run as the body is parsed, enables it and holds a submit made before
 * hydration: the native submission is cancelled, the form is marked, and a short note says the message
 * will go once the form is ready. The form's hook carries the submit out at hydration with what was typed.
 */

/** The attribute that marks a form able to take a submit before hydration, and holds one that was made. */
const EARLY_SUBMIT = 'data-early-submit';
const PENDING = 'pending';
/** The note shown while a submit waits; its `data-unavailable` holds the words for an island that cannot load. */
const EARLY_NOTE = 'data-early-note';
const UNAVAILABLE = 'data-unavailable';

/** Props for a `<form>` that takes a submit before hydration: `<form {...earlySubmitForm(hydrated)}>`. */
export const earlySubmitForm = (hydrated: boolean) => ({ [EARLY_SUBMIT]: '', 'data-hydrated': hydrated });

/**
 * Props for the form's note, shown by the inline script while an early submit waits. Its words may have
 * changed before hydration (tellEarlySubmitsUnavailable): a text mismatch would make React render the
 * whole island afresh, and with it empty the fields.
 */
export const earlySubmitNote = (unavailable: string) => ({
  [EARLY_NOTE]: '',
  [UNAVAILABLE]: unavailable,
  hidden: true,
  suppressHydrationWarning: true,
});

/**
 * Inline script source, run once the body is parsed: enables the submit buttons of marked forms, and
 * cancels and records a submit of a form not yet hydrated (its data-hydrated is not "true").
 */
export const earlySubmitRecorder =
  `document.querySelectorAll('form[${EARLY_SUBMIT}] [type=submit][disabled]').forEach(function(b){b.disabled=false});` +
  `addEventListener('submit',function(e){var f=e.target;` +
  `if(!f||!f.hasAttribute||!f.hasAttribute('${EARLY_SUBMIT}')||f.getAttribute('data-hydrated')==='true')return;` +
  `e.preventDefault();f.setAttribute('${EARLY_SUBMIT}','${PENDING}');` +
  `var n=f.querySelector('[${EARLY_NOTE}]');if(n)n.hidden=false},true);`;

/**
 * Called once the form has hydrated, before anything can answer the visitor: marks it hydrated (from now on
 * React answers its submits), hides the note, and tells whether a submit was made before.
 */
export function takeEarlySubmit(form: HTMLFormElement): boolean {
  form.setAttribute('data-hydrated', 'true');
  const note = form.querySelector<HTMLElement>(`[${EARLY_NOTE}]`);
  if (note) note.hidden = true;
  const pending = form.getAttribute(EARLY_SUBMIT) === PENDING;
  if (pending) form.setAttribute(EARLY_SUBMIT, '');
  return pending;
}

/**
 * For an island whose code could not be fetched (offline before it arrived; it hydrates when the
 * connection is back): its forms' notes say so, and that the text is kept.
 */
export function tellEarlySubmitsUnavailable(container: ParentNode): void {
  for (const note of container.querySelectorAll<HTMLElement>(`[${EARLY_NOTE}]`)) {
    const unavailable = note.getAttribute(UNAVAILABLE);
    if (unavailable !== null) note.textContent = unavailable;
  }
}
