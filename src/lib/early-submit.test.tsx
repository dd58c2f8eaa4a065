// @vitest-environment jsdom
import { act, type FormEvent } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { earlySubmitForm, earlySubmitNote, earlySubmitRecorder, tellEarlySubmitsUnavailable } from './early-submit';
import { useFormFields } from './use-form-fields';
import { useHydrated } from './use-hydrated';

const EMPTY = { name: '', topic: '', agreed: false };
type Values = typeof EMPTY;

/** A form as the site's are built: controlled fields, a Send disabled until hydration, the early-submit note. */
function TestForm({ onSend }: { onSend: (values: Values) => void }) {
  const hydrated = useHydrated();
  const { values, setField, refFor, formRef } = useFormFields<Values, keyof Values>(EMPTY, { onEarlySubmit: onSend });
  return (
    <form
      ref={formRef}
      {...earlySubmitForm(hydrated)}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSend(values);
      }}
    >
      <input aria-label="name" ref={refFor('name')} value={values.name} onChange={(event) => setField('name', event.target.value)} />
      <select aria-label="topic" ref={refFor('topic')} value={values.topic} onChange={(event) => setField('topic', event.target.value)}>
        <option value="">Choose</option>
        <option value="aeo">AEO</option>
      </select>
      <input aria-label="agreed" type="checkbox" ref={refFor('agreed')} checked={values.agreed} onChange={(event) => setField('agreed', event.target.checked)} />
      <p {...earlySubmitNote('Could not load: press Send again.')}>Still loading.</p>
      <button type="submit" disabled={!hydrated}>
        Send
      </button>
    </form>
  );
}

const recorder = new Function(earlySubmitRecorder);
let root: Root | undefined;

/** The prerendered form in the document, with the page's inline script run, as a visitor first has it. */
function prerendered(onSend: (values: Values) => void) {
  document.body.innerHTML = `<div id="island">${renderToString(<TestForm onSend={onSend} />)}</div>`;
  recorder();
  const container = document.getElementById('island')!;
  const form = container.querySelector('form')!;
  const [name, topic, agreed] = [...form.querySelectorAll('input, select')] as [HTMLInputElement, HTMLSelectElement, HTMLInputElement];
  return { container, form, name, topic, agreed, note: form.querySelector('p')!, button: form.querySelector('button')! };
}

async function hydrate(container: HTMLElement, onSend: (values: Values) => void) {
  await act(async () => {
    root = hydrateRoot(container, <TestForm onSend={onSend} />);
  });
}

describe('a form before and at hydration', () => {
  beforeAll(() => {
    // Development React reports the attributes the inline script changed (the Send enabled, the note shown); production does not.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
  });

  it('can be sent before hydration: the native submit is held, the note shows, and the Send goes once at hydration with what was typed', async () => {
    const onSend = vi.fn();
    const { container, form, name, topic, agreed, note, button } = prerendered(onSend);
    expect(button.disabled).toBe(false);
    name.value = 'Dana Whitfield';
    topic.value = 'aeo';
    agreed.checked = true;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(note.hidden).toBe(false);

    await hydrate(container, onSend);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith({ name: 'Dana Whitfield', topic: 'aeo', agreed: true });
    expect(note.hidden).toBe(true);
    // What was typed stays on screen after the re-renders that follow hydration.
    expect(name.value).toBe('Dana Whitfield');
    expect(topic.value).toBe('aeo');
    expect(agreed.checked).toBe(true);
  });

  it('keeps what was typed without a Send, and sends nothing by itself', async () => {
    const onSend = vi.fn();
    const { container, name } = prerendered(onSend);
    name.value = 'Ada';
    await hydrate(container, onSend);
    expect(onSend).not.toHaveBeenCalled();
    expect(name.value).toBe('Ada');
    await act(async () => name.form!.requestSubmit());
    expect(onSend).toHaveBeenCalledWith({ name: 'Ada', topic: '', agreed: false });
  });

  it('leaves a hydrated form to React: its submit is not held', async () => {
    const onSend = vi.fn();
    const { container, form } = prerendered(onSend);
    await hydrate(container, onSend);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    await act(async () => form.dispatchEvent(submit));
    expect(form.getAttribute('data-early-submit')).toBe('');
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it("says so when the island's code cannot be fetched, and still hydrates without losing the text afterwards", async () => {
    const onSend = vi.fn();
    const { container, form, name, note } = prerendered(onSend);
    name.value = 'Dana';
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    tellEarlySubmitsUnavailable(container);
    expect(note.textContent).toBe('Could not load: press Send again.');
    await hydrate(container, onSend);
    expect(onSend).toHaveBeenCalledWith({ name: 'Dana', topic: '', agreed: false });
    // Hydrated in place: a text mismatch would have made React render the island afresh, with empty fields.
    expect(container.querySelector('input')).toBe(name);
    expect(name.value).toBe('Dana');
  });
});
