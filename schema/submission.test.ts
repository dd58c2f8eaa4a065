import { describe, expect, it } from 'vitest';
import {
  CONSENT_REQUIRED_MESSAGE,
  fitTranscript,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  ORIGIN_PAGE_MAX_LENGTH,
  SERVICE_OPTIONS,
  spamReasonOf,
  type TranscriptLine,
  TRANSCRIPT_LINE_MAX_LENGTH,
  TRANSCRIPT_MAX_BYTES,
  TRANSCRIPT_MAX_LINES,
  validateChat,
  validateContact,
  validateNewsletter,
} from './submission';

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

describe('validateContact with a conversation from the chat', () => {
  const transcript = [
    { from: 'visitor', text: 'How much is an audit?', at: '2025-03-14T10:02:00Z' },
    { from: 'assistant', text: 'Our audit starts with a consultation.\nWould you like to talk to the team?', at: '2025-03-14T10:02:03.120+00:00' },
  ];
  const handoff = { ...contact, transcript, origin: { via: 'chat', page: '/services/answer-engine-optimization' }, chatSessionId: chat.sessionId };

  it('keeps the transcript (times in UTC), the origin and the chat session id', () => {
    expect(validateContact(handoff)).toEqual({
      ok: true,
      value: {
        ...handoff,
        transcript: [
          { ...transcript[0], at: '2025-03-14T10:02:00.000Z' },
          { ...transcript[1], at: '2025-03-14T10:02:03.120Z' },
        ],
      },
    });
  });

  it('turns a time with an offset into UTC, trims each line and drops an empty transcript', () => {
    const result = validateContact({ ...contact, transcript: [{ from: 'visitor', text: '  Hi \r\n there ', at: '2025-03-14T11:02+01:00', extra: 1 }] });
    expect(result).toEqual({ ok: true, value: { ...contact, transcript: [{ from: 'visitor', text: 'Hi \n there', at: '2025-03-14T10:02:00.000Z' }] } });
    expect(validateContact({ ...contact, transcript: [] })).toEqual({ ok: true, value: contact });
  });

  it(`holds at most ${TRANSCRIPT_MAX_LINES} lines of at most ${TRANSCRIPT_LINE_MAX_LENGTH} characters each`, () => {
    const line = { from: 'visitor', text: 'x', at: '2025-03-14T10:02:00Z' };
    expect(validateContact({ ...contact, transcript: Array.from({ length: TRANSCRIPT_MAX_LINES }, () => line) }).ok).toBe(true);
    expect(validateContact({ ...contact, transcript: Array.from({ length: TRANSCRIPT_MAX_LINES + 1 }, () => line) })).toEqual({
      ok: false,
      field: 'transcript',
      message: 'transcript may hold at most 40 lines; send the latest 40.',
    });
    const long = ` ${'é'.repeat(TRANSCRIPT_LINE_MAX_LENGTH)} `;
    expect(validateContact({ ...contact, transcript: [{ ...line, text: long }] }).ok).toBe(true);
    expect(validateContact({ ...contact, transcript: [line, { ...line, text: 'a'.repeat(TRANSCRIPT_LINE_MAX_LENGTH + 1) }] })).toEqual({
      ok: false,
      field: 'transcript',
      message: 'Transcript line 2 text must be at most 2,000 characters.',
    });
  });

  it(`keeps the transcript within ${TRANSCRIPT_MAX_BYTES} bytes, its latest lines, so the longest contact fits a 64 KB request`, () => {
    const full = (text: string) => Array.from({ length: TRANSCRIPT_MAX_LINES }, (_, index) => ({ from: 'visitor', text, at: `2025-03-14T10:${String(index).padStart(2, '0')}:00Z` }));
    // 40 lines of 2,000 four-byte characters would be 320 KB: the latest four lines (8 KB each) are kept.
    const heavy = validateContact({ ...contact, transcript: full('😀'.repeat(TRANSCRIPT_LINE_MAX_LENGTH)) });
    expect(heavy.ok && heavy.value.transcript?.map((line) => line.at.slice(14, 16))).toEqual(['36', '37', '38', '39']);
    expect(validateContact({ ...contact, transcript: full('a'.repeat(900)) })).toMatchObject({ ok: true, value: { transcript: { length: 40 } } });
    const longest = {
      ...contact,
      name: '😀'.repeat(NAME_MAX_LENGTH),
      company: '😀'.repeat(200),
      phone: '+1 212 555 0147'.padEnd(40, '0'),
      message: '😀'.repeat(MESSAGE_MAX_LENGTH),
      service: 'full-transformation',
      clientRecordId: recordId,
      website: '😀'.repeat(100),
      elapsedMs: 123456789,
      origin: { via: 'chat', page: `/${'a'.repeat(ORIGIN_PAGE_MAX_LENGTH - 1)}` },
      chatSessionId: 's'.repeat(128),
      transcript: fitTranscript(full('"'.repeat(TRANSCRIPT_LINE_MAX_LENGTH)) as TranscriptLine[]),
    };
    const result = validateContact(longest);
    expect(result.ok).toBe(true);
    expect(new TextEncoder().encode(JSON.stringify(result.ok && result.value)).length).toBeLessThan(64 * 1024);
  });

  it('fits a conversation to the limits: the latest lines, each cut to 2,000 characters, blank ones left out', () => {
    const at = '2025-03-14T11:02:00+01:00';
    const lines: TranscriptLine[] = [
      ...Array.from({ length: 45 }, (_, index) => ({ from: 'visitor' as const, text: `question ${index}`, at })),
      { from: 'assistant', text: '   ', at },
      { from: 'assistant', text: ` ${'a'.repeat(TRANSCRIPT_LINE_MAX_LENGTH + 10)}`, at },
    ];
    const fitted = fitTranscript(lines);
    expect(fitted).toHaveLength(TRANSCRIPT_MAX_LINES);
    expect(fitted[0]).toEqual({ from: 'visitor', text: 'question 6', at: '2025-03-14T10:02:00.000Z' });
    expect(fitted.at(-1)).toEqual({ from: 'assistant', text: `${'a'.repeat(TRANSCRIPT_LINE_MAX_LENGTH - 1)}…`, at: '2025-03-14T10:02:00.000Z' });
    expect(validateContact({ ...contact, transcript: fitted }).ok).toBe(true);
    const heavy = Array.from({ length: 30 }, (_, index) => ({ from: 'assistant' as const, text: `${index} ${'€'.repeat(1500)}`, at }));
    const kept = fitTranscript(heavy);
    expect(kept.length).toBeLessThan(30);
    expect(kept.at(-1)?.text).toMatch(/^29 /);
    expect(validateContact({ ...contact, transcript: kept }).ok).toBe(true);
    expect(validateContact({ ...contact, transcript: fitTranscript(heavy.slice(0, kept.length + 1)) }).ok).toBe(true);
  });

  it.each([
    ['not a list', { line: 1 }, 'transcript must be a list of conversation lines.'],
    ['a line that is not an object', ['hi'], 'Transcript line 1 must be an object with from, text and at.'],
    ['an unknown speaker', [{ from: 'system', text: 'hi', at: '2025-03-14T10:02:00Z' }], "Transcript line 1: from must be 'visitor' or 'assistant'."],
    ['a blank line', [{ from: 'visitor', text: ' \u200B ', at: '2025-03-14T10:02:00Z' }], 'Transcript line 1 text is required.'],
    ['text that is not text', [{ from: 'visitor', text: 42, at: '2025-03-14T10:02:00Z' }], 'Transcript line 1 text must be text.'],
    ['a control character', [{ from: 'assistant', text: 'bell\u0007', at: '2025-03-14T10:02:00Z' }], 'Transcript line 1 text contains characters that are not allowed.'],
    ['a time without a zone', [{ from: 'visitor', text: 'hi', at: '2025-03-14T10:02:00' }], 'Transcript line 1 time must be an ISO 8601 time, such as 2025-03-14T10:02:00Z.'],
    ['a day not in its month', [{ from: 'visitor', text: 'hi', at: '2025-02-30T10:02:00Z' }], 'Transcript line 1 time must be an ISO 8601 time, such as 2025-03-14T10:02:00Z.'],
    ['a time as a number', [{ from: 'visitor', text: 'hi', at: 1741946520000 }], 'Transcript line 1 time must be an ISO 8601 time, such as 2025-03-14T10:02:00Z.'],
  ])('refuses a transcript with %s, naming the line', (_, value, message) => {
    expect(validateContact({ ...contact, transcript: value })).toEqual({ ok: false, field: 'transcript', message });
  });

  it('removes text-direction and tag characters from the lines rather than refusing the conversation', () => {
    const result = validateContact({
      ...contact,
      transcript: [{ from: 'visitor', text: 'Price \u202Eof\u202C audit?\u{E0041}\u{E0042}', at: '2025-03-14T10:02:00Z' }],
    });
    expect(result).toMatchObject({ ok: true, value: { transcript: [{ text: 'Price of audit?' }] } });
    expect(validateContact({ ...contact, transcript: [{ from: 'visitor', text: '\u2066\u2069', at: '2025-03-14T10:02:00Z' }] })).toEqual({
      ok: false,
      field: 'transcript',
      message: 'Transcript line 1 text is required.',
    });
  });

  it.each([
    ['not an object', 'chat', "origin must be an object: { via: 'chat', page }."],
    ['another channel', { via: 'email', page: '/' }, "origin.via must be 'chat'."],
    ['a full URL', { via: 'chat', page: 'https://evil.example/' }, 'origin.page must be a path on this site starting with /, at most 200 characters.'],
    ['another origin', { via: 'chat', page: '//evil.example/' }, 'origin.page must be a path on this site starting with /, at most 200 characters.'],
    ['markup', { via: 'chat', page: '/<script>' }, 'origin.page must be a path on this site starting with /, at most 200 characters.'],
    ['a long path', { via: 'chat', page: `/${'a'.repeat(ORIGIN_PAGE_MAX_LENGTH)}` }, 'origin.page must be a path on this site starting with /, at most 200 characters.'],
  ])('refuses an origin that is %s', (_, value, message) => {
    expect(validateContact({ ...contact, origin: value })).toEqual({ ok: false, field: 'origin', message });
  });

  it('checks the chat session id as the chat checks its own', () => {
    expect(validateContact({ ...contact, chatSessionId: '' })).toEqual({ ok: true, value: contact });
    expect(validateContact({ ...contact, chatSessionId: 'a b' })).toEqual({
      ok: false,
      field: 'chatSessionId',
      message: 'chatSessionId may contain only letters, digits and _ . : -',
    });
    expect(validateContact({ ...contact, chatSessionId: 'a'.repeat(129) })).toEqual({
      ok: false,
      field: 'chatSessionId',
      message: 'chatSessionId must be at most 128 characters.',
    });
    expect(validateContact({ ...contact, chatSessionId: 5 })).toMatchObject({ ok: false, field: 'chatSessionId' });
  });
});
