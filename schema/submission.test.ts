import { describe, expect, it } from 'vitest';
import {
  CONSENT_REQUIRED_MESSAGE,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  readChatHandoff,
  SERVICE_OPTIONS,
  spamReasonOf,
  validateChat,
  validateNewsletter,
} from './submission';
import { validateContact } from './contact-submission';

const contact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'We need help being cited by AI answer engines.',
};
const newsletter = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', optedIn: true };
const chat = { message: 'What is AEO?', sessionId: 'session_1700000000000_abc123' };
const recordId = '0b6f2c8e-4a57-4e59-9c1e-6f0d3c2b1a90';

describe('validateContact', () => {
  it('accepts SPEC call 1 payload and trims, dropping empty optional fields', () => {
    const result = validateContact({ ...contact, name: '  Ada Lovelace ', company: '', phone: '  ', service: '' });
    expect(result).toEqual({ ok: true, value: contact });
  });

  it('keeps optional fields and the client record id (lower-cased)', () => {
    const result = validateContact({
      ...contact,
      company: 'Analytical Engines Ltd',
      phone: '+1 (212) 555-0147 ext. 12',
      service: 'aeo-geo-strategy',
      clientRecordId: recordId.toUpperCase(),
    });
    expect(result).toEqual({
      ok: true,
      value: {
        ...contact,
        company: 'Analytical Engines Ltd',
        phone: '+1 (212) 555-0147 ext. 12',
        service: 'aeo-geo-strategy',
        clientRecordId: recordId,
      },
    });
  });

  it.each([
    ['name', { ...contact, name: undefined }, 'Full name is required.'],
    ['name', { ...contact, name: '   ' }, 'Full name is required.'],
    ['email', { ...contact, email: undefined }, 'Email address is required.'],
    ['message', { ...contact, message: '' }, 'Project details is required.'],
  ])('names the missing field %s', (field, input, message) => {
    expect(validateContact(input)).toEqual({ ok: false, field, message });
  });

  it.each(['plainaddress', 'a@b', 'a@b.c', 'a b@example.com', '<script>@example.com', 'a@exa mple.com', 'a@@example.com', 'a.@example.com', `${'a'.repeat(65)}@example.com`])(
    'rejects the malformed email %s',
    (email) => {
      expect(validateContact({ ...contact, email })).toEqual({
        ok: false,
        field: 'email',
        message: 'Please enter a valid email address.',
      });
    },
  );

  it('accepts common real-world addresses', () => {
    for (const email of ["o'brien+news@mail.example.co.uk", 'x_y@sub-domain.example.io']) {
      expect(validateContact({ ...contact, email }).ok).toBe(true);
    }
  });

  it.each([
    ['name', 42, 'Full name must be text.'],
    ['email', ['a@example.com'], 'Email address must be text.'],
    ['message', { text: 'hi' }, 'Project details must be text.'],
    ['company', true, 'Company must be text.'],
    ['service', 3, 'Please choose one of the listed services.'],
  ])('rejects a wrong type in %s', (field, value, message) => {
    expect(validateContact({ ...contact, [field]: value })).toEqual({ ok: false, field, message });
  });

  it('enforces the length limits, counting characters rather than UTF-16 units', () => {
    expect(validateContact({ ...contact, name: 'a'.repeat(NAME_MAX_LENGTH) }).ok).toBe(true);
    expect(validateContact({ ...contact, name: 'a'.repeat(NAME_MAX_LENGTH + 1) })).toEqual({
      ok: false,
      field: 'name',
      message: 'Full name must be at most 200 characters.',
    });
    expect(validateContact({ ...contact, message: '😀'.repeat(MESSAGE_MAX_LENGTH) }).ok).toBe(true);
    expect(validateContact({ ...contact, message: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) })).toEqual({
      ok: false,
      field: 'message',
      message: 'Project details must be at most 5,000 characters.',
    });
  });

  it('accepts only the seven service options', () => {
    expect(SERVICE_OPTIONS.map((option) => option.value)).toEqual([
      'comprehensive-audit',
      'aeo-geo-strategy',
      'ai-content-creation',
      'technical-seo',
      'marketing-automation',
      'analytics-reporting',
      'full-transformation',
    ]);
    for (const option of SERVICE_OPTIONS) {
      expect(validateContact({ ...contact, service: option.value }).ok).toBe(true);
    }
    expect(validateContact({ ...contact, service: 'seo' })).toMatchObject({ ok: false, field: 'service' });
  });

  it('rejects a phone number that is not one', () => {
    expect(validateContact({ ...contact, phone: 'call me maybe' })).toEqual({
      ok: false,
      field: 'phone',
      message: 'Please enter a valid phone number.',
    });
  });

  it('keeps markup as plain text and normalises line endings in the message', () => {
    const markup = '<script>alert("x")</script>\r\n<b>bold</b>';
    const result = validateContact({ ...contact, name: '<img src=x onerror=alert(1)>', message: markup });
    expect(result).toEqual({
      ok: true,
      value: { ...contact, name: '<img src=x onerror=alert(1)>', message: '<script>alert("x")</script>\n<b>bold</b>' },
    });
  });

  it('rejects control characters, newlines in single-line fields and lone surrogates', () => {
    expect(validateContact({ ...contact, name: 'Ada\u0000' })).toMatchObject({ ok: false, field: 'name' });
    expect(validateContact({ ...contact, name: 'Ada\nLovelace' })).toEqual({
      ok: false,
      field: 'name',
      message: 'Full name contains characters that are not allowed.',
    });
    expect(validateContact({ ...contact, message: 'tab\tand\nnewline are fine' }).ok).toBe(true);
    expect(validateContact({ ...contact, message: 'bell\u0007' })).toMatchObject({ ok: false, field: 'message' });
    expect(validateContact({ ...contact, message: 'broken \ud800 pair' })).toMatchObject({ ok: false, field: 'message' });
  });

  it.each([
    ['a right-to-left override (U+202E)', 'Ada \u202Eecalevol'],
    ['a left-to-right embedding (U+202A) and its pop (U+202C)', '\u202AAda\u202C Lovelace'],
    ['a right-to-left isolate (U+2067) and its pop (U+2069)', 'Ada \u2067Lovelace\u2069'],
    ['a tag character (U+E0041)', 'Ada\u{E0041} Lovelace'],
    ['the cancel tag (U+E007F)', 'Ada Lovelace\u{E007F}'],
  ])('refuses a name with %s, saying why', (_, name) => {
    expect(validateContact({ ...contact, name })).toEqual({
      ok: false,
      field: 'name',
      message: 'Full name contains invisible text-direction or tag characters, which are not allowed in a name.',
    });
  });

  it('keeps names in any script, and the same characters where they are not a name', () => {
    for (const name of ['أدا لوفليس', 'עדה לאבלייס', 'Zoë Ó Briain-Łukasiewicz', '李 小龍', 'Ada 👩🏽‍💻']) {
      expect(validateContact({ ...contact, name })).toMatchObject({ ok: true, value: { name } });
    }
    expect(validateContact({ ...contact, message: 'Quoting \u2067שלום\u2069 in a sentence.' }).ok).toBe(true);
  });

  it('rejects a body that is not an object and a client record id that is not a UUID', () => {
    for (const body of [null, 'text', 42, [contact]]) {
      expect(validateContact(body)).toEqual({ ok: false, field: 'body', message: 'Request body must be a JSON object.' });
    }
    expect(validateContact({ ...contact, clientRecordId: 'abc' })).toEqual({
      ok: false,
      field: 'clientRecordId',
      message: 'clientRecordId must be a UUID.',
    });
  });
});

describe('validateNewsletter', () => {
  it('accepts SPEC call 2 payload', () => {
    expect(validateNewsletter({ ...newsletter, clientRecordId: recordId })).toEqual({
      ok: true,
      value: { ...newsletter, clientRecordId: recordId },
    });
  });

  it.each([false, 'true', 1, undefined])('requires optedIn to be exactly true (%s)', (optedIn) => {
    expect(validateNewsletter({ ...newsletter, optedIn })).toEqual({
      ok: false,
      field: 'optedIn',
      message: CONSENT_REQUIRED_MESSAGE,
    });
  });

  it('refuses first and last names with a right-to-left override (U+202E) or a tag character (U+E0041)', () => {
    expect(validateNewsletter({ ...newsletter, firstName: 'Ada\u202E' })).toEqual({
      ok: false,
      field: 'firstName',
      message: 'First name contains invisible text-direction or tag characters, which are not allowed in a name.',
    });
    expect(validateNewsletter({ ...newsletter, lastName: 'Love\u{E0041}lace' })).toEqual({
      ok: false,
      field: 'lastName',
      message: 'Last name contains invisible text-direction or tag characters, which are not allowed in a name.',
    });
  });

  it('names missing names and a bad email', () => {
    expect(validateNewsletter({ ...newsletter, firstName: '' })).toEqual({
      ok: false,
      field: 'firstName',
      message: 'First name is required.',
    });
    expect(validateNewsletter({ ...newsletter, lastName: 'x'.repeat(101) })).toEqual({
      ok: false,
      field: 'lastName',
      message: 'Last name must be at most 100 characters.',
    });
    expect(validateNewsletter({ ...newsletter, email: 'nope' })).toMatchObject({ field: 'email' });
  });
});

describe('validateChat', () => {
  it('accepts SPEC call 3 payload', () => {
    expect(validateChat(chat)).toEqual({ ok: true, value: chat });
  });

  it('accepts the record-only form of a reply already shown, defaulting the provider to fallback', () => {
    const input = { ...chat, clientRecordId: recordId, recordedResponse: 'Hello!', provider: 'fallback' };
    expect(validateChat(input)).toEqual({ ok: true, value: input });
    expect(validateChat({ ...input, provider: 'gemini' })).toEqual({ ok: true, value: { ...input, provider: 'gemini' } });
    expect(validateChat({ ...input, provider: undefined })).toEqual({ ok: true, value: input });
  });

  it('rejects an inconsistent record-only form', () => {
    expect(validateChat({ ...chat, recordedResponse: 'Hello!' })).toMatchObject({ ok: false, field: 'clientRecordId' });
    expect(validateChat({ ...chat, provider: 'fallback' })).toMatchObject({ ok: false, field: 'recordedResponse' });
    expect(validateChat({ ...chat, clientRecordId: recordId, recordedResponse: 'Hi', provider: 'openai' })).toMatchObject({
      ok: false,
      field: 'provider',
    });
  });

  it('names the message and session id problems', () => {
    expect(validateChat({ ...chat, message: '   ' })).toEqual({ ok: false, field: 'message', message: 'Message is required.' });
    expect(validateChat({ ...chat, message: 'a'.repeat(2001) })).toMatchObject({ ok: false, field: 'message' });
    expect(validateChat({ message: 'hi' })).toEqual({ ok: false, field: 'sessionId', message: 'sessionId is required.' });
    expect(validateChat({ ...chat, sessionId: '<script>' })).toMatchObject({ ok: false, field: 'sessionId' });
    expect(validateChat({ ...chat, sessionId: 7 })).toMatchObject({ ok: false, field: 'sessionId' });
  });
});

describe('human signals', () => {
  it('travel with a contact or signup, leniently: malformed ones are as if absent, never a refusal', () => {
    expect(validateContact({ ...contact, website: 'https://seo.example', elapsedMs: 3210.4 })).toEqual({
      ok: true,
      value: { ...contact, website: 'https://seo.example', elapsedMs: 3210 },
    });
    expect(validateNewsletter({ ...newsletter, website: 42, elapsedMs: -5 })).toEqual({ ok: true, value: newsletter });
    expect(validateContact({ ...contact, website: '', elapsedMs: 'soon' })).toEqual({ ok: true, value: contact });
  });

  it('mark a filled honeypot, or a send within 1.5 s of the page, as suspected spam; nothing else', () => {
    expect(spamReasonOf({ website: 'x', elapsedMs: 60_000 })).toBe('honeypot');
    expect(spamReasonOf({ elapsedMs: 1499 })).toBe('too-fast');
    expect(spamReasonOf({ website: '  ', elapsedMs: 1500 })).toBeUndefined();
    expect(spamReasonOf({})).toBeUndefined();
  });
});

describe("a chat's fields on a contact", () => {
  const handoff = {
    transcript: [{ from: 'visitor', text: 'Hi', at: '2025-03-14T10:02:00Z' }],
    origin: { via: 'chat', page: '/services' },
    chatSessionId: chat.sessionId,
  };

  it('are not validateContact\'s: the pages\' check leaves them out, whatever they hold (schema/contact-handoff.ts checks them)', () => {
    expect(validateContact({ ...contact, ...handoff })).toEqual({ ok: true, value: contact });
    expect(validateContact({ ...contact, transcript: 'nonsense', origin: 7 })).toEqual({ ok: true, value: contact });
  });

  it('are read from a stored record as they are, each only in its shape', () => {
    expect(readChatHandoff({ ...contact, ...handoff })).toEqual(handoff);
    expect(readChatHandoff({ transcript: [], origin: ['chat'], chatSessionId: '' })).toEqual({});
    expect(readChatHandoff({ transcript: 'text', origin: null, chatSessionId: 5 })).toEqual({});
  });
});
