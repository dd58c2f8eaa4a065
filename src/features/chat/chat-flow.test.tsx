// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, within } from '@testing-library/react';
import type { ChatReply } from '../../backend/chat-function';
import { tableFor, type OutboxDb } from '../../outbox/database';
import { freshOutbox } from '../../../tests/support/outbox-test-support';
import { advance, bubbles, dialog, lastMessage, log, memoryStorage, openChat, renderChat, testDeps, typeAndEnter, typing } from '../../../tests/support/chat-test-support';
import { recordChatTurn } from './chat-turn-record';
import type { ChatTurn } from './chat-types';
import { chatGreeting } from './fallback/fallback-copy';
import { chatWidgetText } from './chat-widget-text';
import { fallbackReply } from './fallback/fallback-engine';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const gemini = (response: string) => async (): Promise<ChatReply> => ({ ok: true, response, provider: 'gemini', confidence: 0.9 });
const lastText = () => bubbles().at(-1)?.text;

describe('chat flow: typing indicator and delayed messages', () => {
  it.each([
    [0, 800],
    [0.5, 1200],
    [0.99999, 1600],
  ])('with random %s shows the typing indicator for %i ms, then the reply', async (random, delay) => {
    await renderChat(testDeps({ random: () => random }));
    await openChat();
    expect(typing()).toBeNull();
    await typeAndEnter('hello');
    expect(typing()).not.toBeNull();
    await advance(delay - 1);
    expect(typing()).not.toBeNull();
    expect(bubbles()).toHaveLength(2);
    await advance(1);
    expect(typing()).toBeNull();
    expect(lastText()).toBe(fallbackReply('hello').response);
  });

  it('waits for a call slower than the typing delay', async () => {
    let answer: (reply: ChatReply) => void = () => undefined;
    const sendMessage = vi.fn(() => new Promise<ChatReply>((resolve) => (answer = resolve)));
    await renderChat(testDeps({ sendMessage }));
    await openChat();
    await typeAndEnter('hello');
    await advance(3000);
    expect(typing()).not.toBeNull();
    answer({ ok: true, response: 'Late but here', provider: 'gemini', confidence: 0.9 });
    await advance(0);
    expect(typing()).toBeNull();
    expect(lastText()).toBe('Late but here');
  });

  it('adds follow-up questions 1500 ms and action items 2500 ms after the reply', async () => {
    await renderChat();
    await openChat();
    await typeAndEnter('schedule a consultation');
    await advance(800);
    const local = fallbackReply('schedule a consultation');
    expect(lastText()).toBe(local.response);
    await advance(1499);
    expect(bubbles()).toHaveLength(3);
    await advance(1);
    expect(lastText()).toBe(chatWidgetText.followUpsIntro);
    const chips = within(lastMessage()).getAllByRole('button').map((b) => b.textContent);
    expect(chips).toEqual(local.followUpQuestions);
    await advance(999);
    expect(bubbles()).toHaveLength(4);
    await advance(1);
    expect(lastText()).toBe(chatWidgetText.actionItemsIntro);
    expect(within(log()).getAllByRole('listitem').map((li) => li.textContent)).toEqual(local.actionItems);
  });

  it('sends a follow-up question when its chip is chosen', async () => {
    const deps = testDeps();
    await renderChat(deps);
    await openChat();
    await typeAndEnter('hello');
    await advance(800 + 1500);
    const [first] = fallbackReply('hello').followUpQuestions;
    within(log()).getByRole('button', { name: first }).click();
    await advance(0);
    expect(deps.sendMessage).toHaveBeenLastCalledWith(first, expect.any(String), expect.any(String));
    expect(lastText()).toBe(first);
  });
});

describe('chat flow: answers and the outbox', () => {
  let db: OutboxDb;
  beforeEach(() => {
    db = freshOutbox();
  });
  afterEach(async () => {
    await db.delete();
  });
  const records = async () => {
    vi.useRealTimers();
    await vi.waitFor(async () => expect(await tableFor(db, 'conversation').count()).toBeGreaterThan(0));
    return tableFor(db, 'conversation').toArray();
  };

  it("shows the backend's answer with no follow-ups and stores the turn as delivered under the call's record id", async () => {
    const requestSync = vi.fn();
    const deps = testDeps({ sendMessage: vi.fn(gemini('Answer from the AI')), recordTurn: (turn: ChatTurn) => recordChatTurn(db, turn, requestSync) });
    await renderChat(deps);
    await openChat();
    await typeAndEnter('what is AEO/GEO');
    await advance(800 + 3000);
    expect(bubbles().map((b) => b.text)).toEqual([chatGreeting, 'what is AEO/GEO', 'Answer from the AI']);
    const [[, sessionId, clientRecordId]] = deps.sendMessage.mock.calls as unknown as [string, string, string][];
    const [record] = await records();
    expect(record).toMatchObject({ id: clientRecordId, sessionId, userMessage: 'what is AEO/GEO', aiResponse: 'Answer from the AI', provider: 'gemini', status: 'delivered' });
    expect(requestSync).not.toHaveBeenCalled();
  });

  it.each([
    ['an unsuccessful answer', async (): Promise<ChatReply> => ({ ok: false, reason: 'unsuccessful', message: 'AI service unavailable' })],
    ['a time-out', async (): Promise<ChatReply> => ({ ok: false, reason: 'timeout', message: 'Backend unavailable' })],
    ['a throw', async (): Promise<ChatReply> => Promise.reject(new Error('network down'))],
  ])('after %s shows the local reply and stores a pending fallback turn, then requests a sync', async (_, sendMessage) => {
    const requestSync = vi.fn();
    await renderChat(testDeps({ sendMessage, recordTurn: (turn: ChatTurn) => recordChatTurn(db, turn, requestSync) }));
    await openChat();
    await typeAndEnter('how much does it cost');
    await advance(800);
    const local = fallbackReply('how much does it cost').response;
    expect(lastText()).toBe(local);
    const [record] = await records();
    expect(record).toMatchObject({ userMessage: 'how much does it cost', aiResponse: local, provider: 'fallback', status: 'pending' });
    expect(requestSync).toHaveBeenCalledTimes(1);
  });

  it('still answers when the turn cannot be stored', async () => {
    await renderChat(testDeps({ recordTurn: () => Promise.reject(new Error('QuotaExceededError')) }));
    await openChat();
    await typeAndEnter('hello');
    await advance(800);
    expect(lastText()).toBe(fallbackReply('hello').response);
  });

  it('shows markup in a reply as text', async () => {
    const markup = '<img src="x" onerror="alert(1)"><b>bold</b>\nline two';
    await renderChat(testDeps({ sendMessage: vi.fn(gemini(markup)) }));
    await openChat();
    await typeAndEnter('hello');
    await advance(800);
    expect(lastText()).toBe(markup);
    expect(dialog().querySelector('img, b')).toBeNull();
  });

  it("turns the phone, email and the firm's pages in a live reply into links, and nothing else", async () => {
    const text =
      'Call +1 (212) 555-0147 or email hello@ascendauthority.com. Book at /contact or see https://www.ascendauthority.com/authority-hub. ' +
      '<a href="javascript:alert(1)">x</a> https://other.example/contact';
    await renderChat(testDeps({ sendMessage: vi.fn(gemini(text)) }));
    await openChat();
    await typeAndEnter('how do I reach you');
    await advance(800);
    expect(lastText()).toBe(text);
    const reply = [...log().querySelectorAll('[data-message-role="assistant"]')].at(-1)!;
    expect([...reply.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['+1 (212) 555-0147', 'tel:+12125550147'],
      ['hello@ascendauthority.com', 'mailto:hello@ascendauthority.com'],
      ['/contact', '/contact'],
      ['https://www.ascendauthority.com/authority-hub', '/authority-hub'],
    ]);
  });

  it('makes the next steps of the consultation reply tappable: tel:, /contact and mailto:', async () => {
    await renderChat();
    await openChat();
    await typeAndEnter('schedule a consultation');
    await advance(800 + 2500);
    const steps = within(log()).getAllByRole('listitem');
    expect(steps.map((li) => li.textContent)).toEqual(fallbackReply('schedule a consultation').actionItems);
    expect(steps.map((li) => [...li.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([
      [['+1 (212) 555-0147', 'tel:+12125550147']],
      [['Book your free $2,500 strategy session', '/contact']],
      [['hello@ascendauthority.com', 'mailto:hello@ascendauthority.com']],
    ]);
  });
});

describe('chat flow: the conversation survives a reload', () => {
  it('restores the messages and the session id from sessionStorage', async () => {
    const storage = memoryStorage();
    const first = testDeps({ storage: () => storage });
    await renderChat(first);
    await openChat();
    await typeAndEnter('hello');
    await advance(800 + 1500);
    const before = bubbles();
    const sessionId = first.sendMessage.mock.calls[0][1];
    cleanup();

    const second = testDeps({ storage: () => storage });
    await renderChat(second);
    // Left open, the panel reopens by itself on the next page load.
    await vi.waitFor(() => expect(dialog().getAttribute('data-view')).toBe('open'));
    expect(bubbles()).toEqual(before);
    await typeAndEnter('what is AEO/GEO');
    expect(second.sendMessage.mock.calls[0][1]).toBe(sessionId);
    const saved = JSON.parse(storage.data.get('asc_chat_session')!);
    expect(saved.sessionId).toBe(sessionId);
    expect(saved.userIntent).toBe('aeo-geo');
  });
});
