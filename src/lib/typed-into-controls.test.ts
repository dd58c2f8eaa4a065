// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { typedIntoControls } from './typed-into-controls';

const EMPTY = { name: '', service: '', message: '', optedIn: false };

function controls(html: string) {
  document.body.innerHTML = html;
  const byId = (id: string) => document.getElementById(id);
  return { name: byId('name'), service: byId('service'), message: byId('message'), optedIn: byId('optedIn') };
}

describe('typedIntoControls', () => {
  it('reads text, the chosen option and a ticked box, and only what differs from the empty form', () => {
    const found = controls(
      '<input id="name"><select id="service"><option value=""></option><option value="aeo">AEO</option></select><textarea id="message"></textarea><input id="optedIn" type="checkbox">',
    );
    (found.name as HTMLInputElement).value = 'Dana';
    (found.service as HTMLSelectElement).value = 'aeo';
    (found.optedIn as HTMLInputElement).checked = true;
    expect(typedIntoControls(EMPTY, found)).toEqual({ name: 'Dana', service: 'aeo', optedIn: true });
  });

  it('is undefined for an untouched form, and skips fields without a control', () => {
    const found = controls('<input id="name"><textarea id="message"></textarea>');
    expect(typedIntoControls(EMPTY, found)).toBeUndefined();
    (found.message as HTMLTextAreaElement).value = 'Hello';
    expect(typedIntoControls(EMPTY, { ...found, service: undefined, optedIn: null })).toEqual({ message: 'Hello' });
  });
});
