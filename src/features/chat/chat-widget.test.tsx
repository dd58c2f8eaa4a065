// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  advance,
  bubbles,
  dialog,
  input,
  lastMessage,
  launcher,
  log,
  openChat,
  renderChat,
  sendButton,
  testDeps,
  typeAndEnter,
} from '../../../tests/support/chat-test-support';
import { chatGreeting, quickReplyChips } from './fallback/fallback-copy';
import { chatWidgetText } from './chat-widget-text';
import { CHAT_VIEW_KEY } from './chat-view-storage';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const quickReplies = () => screen.queryByRole('group', { name: chatWidgetText.quickReplies });

describe('ChatWidget: launcher and panel states', () => {
  it('shows only the launcher until opened, then a labelled non-modal dialog with the greeting and focus in the box', async () => {
    await renderChat();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(launcher().getAttribute('aria-haspopup')).toBe('dialog');
    await openChat();
    expect(dialog().getAttribute('aria-modal')).toBe('false');
    expect(within(dialog()).getByRole('heading', { name: 'Ascend AI Assistant' })).toBeTruthy();
    expect(bubbles()).toEqual([{ role: 'assistant', text: chatGreeting }]);
    expect(log().getAttribute('aria-live')).toBe('polite');
    expect(document.activeElement).toBe(input());
    expect(screen.queryByRole('button', { name: chatWidgetText.launcher })).toBeNull();
  });

  it('shows the message time as en-US hour:minute', async () => {
    await renderChat();
    await openChat();
    expect(within(log()).getByText('2:05 PM').tagName).toBe('TIME');
  });

  it('minimises to the header and back, and closes with focus returned to the launcher', async () => {
    await renderChat();
    await openChat();
    fireEvent.click(within(dialog()).getByRole('button', { name: chatWidgetText.minimise }));
    expect(dialog().getAttribute('data-view')).toBe('minimised');
    expect(within(dialog()).queryByRole('textbox')).toBeNull();
    expect(within(dialog()).queryByRole('log')).toBeNull();
    const expand = within(dialog()).getByRole('button', { name: chatWidgetText.expand });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    expect(within(dialog()).getByRole('heading', { name: chatWidgetText.title })).toBeTruthy();

    await act(async () => fireEvent.click(expand));
    expect(dialog().getAttribute('data-view')).toBe('open');
    expect(document.activeElement).toBe(input());

    await act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: chatWidgetText.close })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(launcher());
  });

  it('closes on Escape, and reopens with the same conversation', async () => {
    await renderChat();
    await openChat();
    await typeAndEnter('hello there');
    await advance(800);
    await act(async () => fireEvent.keyDown(input(), { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(launcher());
    await openChat();
    expect(bubbles().map((b) => b.role)).toEqual(['assistant', 'user', 'assistant']);
  });
});

describe('ChatWidget: quick replies', () => {
  it("shows SPEC's five chips only while the conversation holds just the greeting", async () => {
    await renderChat();
    await openChat();
    const chips = within(quickReplies()!).getAllByRole('button');
    // The chips are SPEC's five (fallback-engine.test.ts pins them word for word).
    expect(chips.map((c) => c.textContent)).toEqual([...quickReplyChips]);
    await typeAndEnter('hello');
    expect(quickReplies()).toBeNull();
    await advance(5000);
    expect(quickReplies()).toBeNull();
  });

  it('sends a chip as the visitor message', async () => {
    const deps = testDeps();
    await renderChat(deps);
    await openChat();
    await act(async () => fireEvent.click(within(quickReplies()!).getByRole('button', { name: 'what is AEO/GEO' })));
    expect(bubbles().at(-1)).toEqual({ role: 'user', text: 'what is AEO/GEO' });
    expect(deps.sendMessage).toHaveBeenCalledWith('what is AEO/GEO', expect.any(String), expect.any(String));
  });
});

describe('ChatWidget: composer', () => {
  it('sends on Enter and clears the box; Shift+Enter adds a line instead', async () => {
    // Testing Library's async wrapper waits on a real setTimeout, so user-event needs real timers.
    vi.useRealTimers();
    const deps = testDeps();
    await renderChat(deps);
    await openChat();
    const user = userEvent.setup();
    await user.type(input(), 'first line{Shift>}{Enter}{/Shift}second line');
    expect(input().value).toBe('first line\nsecond line');
    expect(deps.sendMessage).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(deps.sendMessage).toHaveBeenCalledWith('first line\nsecond line', expect.any(String), expect.any(String));
    expect(input().value).toBe('');
    expect(bubbles().at(-1)).toEqual({ role: 'user', text: 'first line\nsecond line' });
  });

  it('leaves Shift+Enter to the browser (a new line) and takes Enter for sending', async () => {
    const deps = testDeps();
    await renderChat(deps);
    await openChat();
    fireEvent.change(input(), { target: { value: 'hello' } });
    expect(fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true })).toBe(true);
    expect(deps.sendMessage).not.toHaveBeenCalled();
    expect(input().value).toBe('hello');
    let notPrevented = true;
    await act(async () => {
      notPrevented = fireEvent.keyDown(input(), { key: 'Enter' });
    });
    expect(notPrevented).toBe(false);
    expect(deps.sendMessage).toHaveBeenCalledTimes(1);
  });

  it('never sends an empty or whitespace-only message', async () => {
    const deps = testDeps();
    await renderChat(deps);
    await openChat();
    await typeAndEnter('   \n\t ');
    expect(sendButton().getAttribute('aria-disabled')).toBe('true');
    await act(async () => fireEvent.submit(input().closest('form')!));
    await act(async () => fireEvent.click(sendButton()));
    expect(deps.sendMessage).not.toHaveBeenCalled();
    expect(bubbles()).toHaveLength(1);
    expect(input().value).toBe('   \n\t ');
  });

  it('disables the box and the send button while a reply is awaited (busy, read-only, still focused), and never sends twice', async () => {
    const deps = testDeps();
    await renderChat(deps);
    await openChat();
    await typeAndEnter('how much does it cost');
    // SPEC's "disabled" as aria-disabled: focus stays in the box, nothing can be typed or sent.
    expect(input().getAttribute('aria-disabled')).toBe('true');
    expect(input().readOnly).toBe(true);
    expect(input().disabled).toBe(false);
    expect(input().closest('form')!.getAttribute('aria-busy')).toBe('true');
    expect(sendButton().getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(input());
    await act(async () => fireEvent.change(input(), { target: { value: 'and again' } }));
    await act(async () => fireEvent.keyDown(input(), { key: 'Enter' }));
    await act(async () => fireEvent.click(sendButton()));
    expect(deps.sendMessage).toHaveBeenCalledTimes(1);
    expect(bubbles().filter((b) => b.role === 'user')).toHaveLength(1);

    await advance(800);
    expect(input().getAttribute('aria-disabled')).toBe('false');
    expect(input().readOnly).toBe(false);
    expect(document.activeElement).toBe(input());
    await advance(1500);
    const followUp = within(lastMessage()).getAllByRole('button')[0] as HTMLButtonElement;
    expect(followUp.disabled).toBe(false);
    await act(async () => fireEvent.click(followUp));
    // The pressed chip is disabled with the others; the box takes the focus and keeps it.
    expect(document.activeElement).toBe(input());
    expect(input().getAttribute('aria-disabled')).toBe('true');
    expect(sendButton().getAttribute('aria-disabled')).toBe('true');
    for (const chip of within(log()).getAllByRole('button')) expect((chip as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves focus to the box when a quick reply is pressed, as the chips leave', async () => {
    await renderChat();
    await openChat();
    const chip = within(dialog()).getByRole('button', { name: quickReplyChips[4] });
    chip.focus();
    await act(async () => fireEvent.click(chip));
    expect(quickReplies()).toBeNull();
    expect(document.activeElement).toBe(input());
  });
});

describe('ChatWidget: the view across page loads (islands pages load each page as a document)', () => {
  afterEach(() => sessionStorage.clear());

  it('reopens the panel as the visitor left it, the focus left to the page; opened again by the visitor, the box takes it', async () => {
    await renderChat();
    await openChat();
    expect(sessionStorage.getItem(CHAT_VIEW_KEY)).toBe('open');
    cleanup();
    document.body.focus();

    await renderChat();
    await vi.waitFor(() => expect(dialog().getAttribute('data-view')).toBe('open'));
    expect(document.activeElement).not.toBe(input());
    fireEvent.click(within(dialog()).getByRole('button', { name: chatWidgetText.minimise }));
    fireEvent.click(within(dialog()).getByRole('button', { name: chatWidgetText.expand }));
    await vi.waitFor(() => expect(document.activeElement).toBe(input()));
  });

  it('reopens a minimised panel minimised, and a closed one not at all', async () => {
    await renderChat();
    await openChat();
    fireEvent.click(within(dialog()).getByRole('button', { name: chatWidgetText.minimise }));
    expect(sessionStorage.getItem(CHAT_VIEW_KEY)).toBe('minimised');
    cleanup();
    await renderChat();
    await vi.waitFor(() => expect(dialog().getAttribute('data-view')).toBe('minimised'));

    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(sessionStorage.getItem(CHAT_VIEW_KEY)).toBeNull();
    cleanup();
    await renderChat();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(launcher()).toBeTruthy();
  });
});
