import { describe, expect, it } from 'vitest';
import { fitTranscript, validateContactWithChat } from './contact-handoff';
import {
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  ORIGIN_PAGE_MAX_LENGTH,
  TRANSCRIPT_LINE_MAX_LENGTH,
  TRANSCRIPT_MAX_BYTES,
  TRANSCRIPT_MAX_LINES,
  type TranscriptLine,
} from './submission';

const contact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'We need help being cited by AI answer engines.',
};
const sessionId = 'session_1700000000000_abc123';
const recordId = '0b6f2c8e-4a57-4e59-9c1e-6f0d3c2b1a90';

describe('validateContactWithChat', () => {
  const transcript = [
    { from: 'visitor', text: 'How much is an audit?', at: '2025-03-14T10:02:00Z' },
    { from: 'assistant', text: 'Our audit starts with a consultation.\nWould you like to talk to the team?', at: '2025-03-14T10:02:03.120+00:00' },
  ];
  const handoff = { ...contact, transcript, origin: { via: 'chat', page: '/services/answer-engine-optimization' }, chatSessionId: sessionId };

  it("checks validateContact's fields first, the same way", () => {
    expect(validateContactWithChat({ ...handoff, name: '' })).toEqual({ ok: false, field: 'name', message: 'Full name is required.' });
    expect(validateContactWithChat(contact)).toEqual({ ok: true, value: contact });
    expect(validateContactWithChat(null)).toEqual({ ok: false, field: 'body', message: 'Request body must be a JSON object.' });
  });

  it('keeps the transcript (times in UTC), the origin and the chat session id', () => {
    expect(validateContactWithChat(handoff)).toEqual({
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
    const result = validateContactWithChat({ ...contact, transcript: [{ from: 'visitor', text: '  Hi \r\n there ', at: '2025-03-14T11:02+01:00', extra: 1 }] });
    expect(result).toEqual({ ok: true, value: { ...contact, transcript: [{ from: 'visitor', text: 'Hi \n there', at: '2025-03-14T10:02:00.000Z' }] } });
    expect(validateContactWithChat({ ...contact, transcript: [] })).toEqual({ ok: true, value: contact });
  });

  it(`holds at most ${TRANSCRIPT_MAX_LINES} lines of at most ${TRANSCRIPT_LINE_MAX_LENGTH} characters each`, () => {
    const line = { from: 'visitor', text: 'x', at: '2025-03-14T10:02:00Z' };
    expect(validateContactWithChat({ ...contact, transcript: Array.from({ length: TRANSCRIPT_MAX_LINES }, () => line) }).ok).toBe(true);
    expect(validateContactWithChat({ ...contact, transcript: Array.from({ length: TRANSCRIPT_MAX_LINES + 1 }, () => line) })).toEqual({
      ok: false,
      field: 'transcript',
      message: 'transcript may hold at most 40 lines; send the latest 40.',
    });
    const long = ` ${'é'.repeat(TRANSCRIPT_LINE_MAX_LENGTH)} `;
    expect(validateContactWithChat({ ...contact, transcript: [{ ...line, text: long }] }).ok).toBe(true);
    expect(validateContactWithChat({ ...contact, transcript: [line, { ...line, text: 'a'.repeat(TRANSCRIPT_LINE_MAX_LENGTH + 1) }] })).toEqual({
      ok: false,
      field: 'transcript',
      message: 'Transcript line 2 text must be at most 2,000 characters.',
    });
  });

  it(`keeps the transcript within ${TRANSCRIPT_MAX_BYTES} bytes, its latest lines, so the longest contact fits a 64 KB request`, () => {
    const full = (text: string) => Array.from({ length: TRANSCRIPT_MAX_LINES }, (_, index) => ({ from: 'visitor', text, at: `2025-03-14T10:${String(index).padStart(2, '0')}:00Z` }));
    // 40 lines of 2,000 four-byte characters would be 320 KB: the latest four lines (8 KB each) are kept.
    const heavy = validateContactWithChat({ ...contact, transcript: full('😀'.repeat(TRANSCRIPT_LINE_MAX_LENGTH)) });
    expect(heavy.ok && heavy.value.transcript?.map((line) => line.at.slice(14, 16))).toEqual(['36', '37', '38', '39']);
    expect(validateContactWithChat({ ...contact, transcript: full('a'.repeat(900)) })).toMatchObject({ ok: true, value: { transcript: { length: 40 } } });
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
    const result = validateContactWithChat(longest);
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
    expect(validateContactWithChat({ ...contact, transcript: fitted }).ok).toBe(true);
    const heavy = Array.from({ length: 30 }, (_, index) => ({ from: 'assistant' as const, text: `${index} ${'€'.repeat(1500)}`, at }));
    const kept = fitTranscript(heavy);
    expect(kept.length).toBeLessThan(30);
    expect(kept.at(-1)?.text).toMatch(/^29 /);
    expect(validateContactWithChat({ ...contact, transcript: kept }).ok).toBe(true);
    expect(validateContactWithChat({ ...contact, transcript: fitTranscript(heavy.slice(0, kept.length + 1)) }).ok).toBe(true);
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
    expect(validateContactWithChat({ ...contact, transcript: value })).toEqual({ ok: false, field: 'transcript', message });
  });

  it('removes text-direction and tag characters from the lines rather than refusing the conversation', () => {
    const result = validateContactWithChat({
      ...contact,
      transcript: [{ from: 'visitor', text: 'Price \u202Eof\u202C audit?\u{E0041}\u{E0042}', at: '2025-03-14T10:02:00Z' }],
    });
    expect(result).toMatchObject({ ok: true, value: { transcript: [{ text: 'Price of audit?' }] } });
    expect(validateContactWithChat({ ...contact, transcript: [{ from: 'visitor', text: '\u2066\u2069', at: '2025-03-14T10:02:00Z' }] })).toEqual({
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
    expect(validateContactWithChat({ ...contact, origin: value })).toEqual({ ok: false, field: 'origin', message });
  });

  it('checks the chat session id as the chat checks its own', () => {
    expect(validateContactWithChat({ ...contact, chatSessionId: '' })).toEqual({ ok: true, value: contact });
    expect(validateContactWithChat({ ...contact, chatSessionId: 'a b' })).toEqual({
      ok: false,
      field: 'chatSessionId',
      message: 'chatSessionId may contain only letters, digits and _ . : -',
    });
    expect(validateContactWithChat({ ...contact, chatSessionId: 'a'.repeat(129) })).toEqual({
      ok: false,
      field: 'chatSessionId',
      message: 'chatSessionId must be at most 128 characters.',
    });
    expect(validateContactWithChat({ ...contact, chatSessionId: 5 })).toMatchObject({ ok: false, field: 'chatSessionId' });
  });
});
