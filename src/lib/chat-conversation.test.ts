import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH, TRANSCRIPT_LINE_MAX_LENGTH, TRANSCRIPT_MAX_BYTES, TRANSCRIPT_MAX_LINES } from '../../schema/submission';
import { parseStoredConversation, transcriptOf, visitorMessageCount, visitorWords, type StoredChatMessage } from './chat-conversation';

let n = 0;
const at = (minute: number) => `2025-03-14T10:${String(minute).padStart(2, '0')}:00.000Z`;
const visitor = (text: string, minute = 1): StoredChatMessage => ({ id: `m${++n}`, text, isUser: true, timestamp: at(minute) });
const assistant = (text: string, minute = 1, extra: Partial<StoredChatMessage> = {}): StoredChatMessage => ({
  id: `m${++n}`,
  text,
  isUser: false,
  timestamp: at(minute),
  ...extra,
});

describe('parseStoredConversation', () => {
  it("reads the chat's stored session: its id and its messages", () => {
    const messages = [assistant('Hello'), visitor('How much is an audit?', 2)];
    const stored = JSON.stringify({ sessionId: 'abc-1', messages, userIntent: 'pricing' });
    expect(parseStoredConversation(stored)).toEqual({ sessionId: 'abc-1', messages });
  });

  it('skips a message it cannot read and keeps the others', () => {
    const stored = JSON.stringify({ sessionId: 'abc-1', messages: [visitor('Hi'), { id: 'x', text: 3, isUser: true, timestamp: at(1) }] });
    expect(parseStoredConversation(stored)?.messages.map((m) => m.text)).toEqual(['Hi']);
  });

  it.each([
    ['no conversation', null],
    ['broken JSON', '{"sessionId":'],
    ['JSON null', 'null'],
    ['no session id', JSON.stringify({ messages: [] })],
    ['no message list', JSON.stringify({ sessionId: 'a' })],
  ])('is null for %s', (_what, value) => {
    expect(parseStoredConversation(value)).toBeNull();
  });
});

describe("the visitor's words", () => {
  it('joins the visitor\'s messages, oldest first, with a blank line between them, and leaves the replies out', () => {
    const messages = [assistant('Hello'), visitor('  How much is an audit? '), assistant('It depends.'), visitor('Can you call me?')];
    expect(visitorWords(messages)).toBe('How much is an audit?\n\nCan you call me?');
    expect(visitorMessageCount(messages)).toBe(2);
  });

  it('keeps the latest messages when all of them are longer than a contact message may be', () => {
    const long = 'a'.repeat(1999);
    const messages = [visitor('first'), visitor(long), visitor(long), visitor(long), visitor('last')];
    const words = visitorWords(messages);
    expect(Array.from(words).length).toBeLessThanOrEqual(MESSAGE_MAX_LENGTH);
    expect(words.startsWith('…\n\n')).toBe(true);
    expect(words.endsWith('last')).toBe(true);
    expect(words).not.toContain('first');
  });

  it('removes control characters a contact would refuse, keeping line breaks', () => {
    expect(visitorWords([visitor('one\u0007 two\nthree')])).toBe('one two\nthree');
  });
});

describe('transcriptOf', () => {
  it('gives every message as a line, with who wrote it and when, and the lists the visitor saw under a reply', () => {
    const messages = [
      visitor('Book a call', 1),
      assistant('Happy to help.', 2, { actionItems: ['Call +1 212 555 0100'] }),
      assistant('You might also ask:', 3, { suggestions: ['What does it cost?'] }),
    ];
    expect(transcriptOf(messages)).toEqual([
      { from: 'visitor', text: 'Book a call', at: at(1) },
      { from: 'assistant', text: 'Happy to help.\n- Call +1 212 555 0100', at: at(2) },
      { from: 'assistant', text: 'You might also ask:\n- What does it cost?', at: at(3) },
    ]);
  });

  it('keeps the latest lines a contact may carry', () => {
    const messages = Array.from({ length: TRANSCRIPT_MAX_LINES + 5 }, (_, i) => visitor(`message ${i} ${'x'.repeat(200)}`, i % 60));
    const lines = transcriptOf(messages);
    expect(lines).toHaveLength(TRANSCRIPT_MAX_LINES);
    expect(lines[0].text.startsWith('message 5 ')).toBe(true);
  });

  it('cuts each line to the longest a line may be, and keeps only the latest lines that fit the byte limit', () => {
    const messages = Array.from({ length: TRANSCRIPT_MAX_LINES + 5 }, (_, i) => visitor(`message ${i} ${'x'.repeat(2100)}`, i % 60));
    const lines = transcriptOf(messages);
    expect(lines.every((line) => Array.from(line.text).length <= TRANSCRIPT_LINE_MAX_LENGTH)).toBe(true);
    expect(lines[0].text.endsWith('…')).toBe(true);
    // Forty lines of 2,000 characters would make a request past the functions' 64 KB: it would be refused for good.
    expect(new TextEncoder().encode(JSON.stringify(lines)).length).toBeLessThanOrEqual(TRANSCRIPT_MAX_BYTES);
    expect(lines.length).toBeLessThan(TRANSCRIPT_MAX_LINES);
    expect(lines.at(-1)!.text.startsWith(`message ${TRANSCRIPT_MAX_LINES + 4} `)).toBe(true);
  });

  it('writes the times as UTC and leaves out blank messages', () => {
    const messages = [{ ...visitor('Hi'), timestamp: '2025-03-14T06:01:00-04:00' }, assistant('  ')];
    expect(transcriptOf(messages)).toEqual([{ from: 'visitor', text: 'Hi', at: '2025-03-14T10:01:00.000Z' }]);
  });
});
