import { describe, expect, it } from 'vitest';
import { checkNewsletter, EMPTY_NEWSLETTER } from './newsletter-validation';

const typed = { ...EMPTY_NEWSLETTER, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', optedIn: true };

describe('checkNewsletter', () => {
  it('refuses names with a right-to-left override (U+202E) or a tag character (U+E0041), each under its field', () => {
    expect(checkNewsletter({ ...typed, firstName: '\u202EadA', lastName: 'Love\u{E0041}lace' })).toEqual({
      ok: false,
      errors: {
        firstName: 'First name contains invisible text-direction or tag characters, which are not allowed in a name.',
        lastName: 'Last name contains invisible text-direction or tag characters, which are not allowed in a name.',
      },
    });
  });
});
