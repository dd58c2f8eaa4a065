import { describe, expect, it } from 'vitest';
import { checkContact, EMPTY_CONTACT } from './contact-check';

const typed = { ...EMPTY_CONTACT, name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello' };

describe('checkContact', () => {
  it.each([
    ['a right-to-left override (U+202E)', 'Ada \u202Eecalevol'],
    ['a tag character (U+E0041)', 'Ada\u{E0041} Lovelace'],
  ])('refuses a name with %s before anything is sent, under the name field', (_, name) => {
    expect(checkContact({ ...typed, name })).toEqual({
      ok: false,
      errors: { name: 'Full name contains invisible text-direction or tag characters, which are not allowed in a name.' },
    });
  });
});
