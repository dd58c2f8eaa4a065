/** Test helpers: the widget with an eager panel, injected collaborators, memory storage and a fake clock. */
import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, within, type RenderResult } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { vi } from 'vitest';
import type { ChatReply } from '../../src/backend/chat-function';
import type { ChatDeps } from '../../src/features/chat/chat-deps';
import { ChatPanel } from '../../src/features/chat/chat-panel';
import type { ChatStorage } from '../../src/features/chat/chat-session-storage';
import { ChatWidget } from '../../src/features/chat/chat-widget';
import { chatWidgetText } from '../../src/features/chat/chat-widget-text';
import { safeOfflineAnswer } from '../../src/features/chat/offline-answer';

/** A Storage double backed by a Map. */
export function memoryStorage(): ChatStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

/** What sendChatMessage answers when no backend is configured. */
export const unconfigured = async (): Promise<ChatReply> => ({ ok: false, reason: 'unconfigured', message: 'Backend unavailable' });

/** A fixed local time (2:05 PM), so message times are predictable in any time zone. */
export const FIXED_NOW = new Date(2025, 2, 4, 14, 5);

/** Collaborators that never touch the network, the real outbox or the real clock; `overrides` replace them. */
export function testDeps<O extends Partial<ChatDeps> = Record<never, never>>(overrides: O = {} as O) {
  const base = {
    sendMessage: vi.fn<ChatDeps['sendMessage']>(unconfigured),
    fallback: vi.fn<ChatDeps['fallback']>(safeOfflineAnswer),
    recordTurn: vi.fn<ChatDeps['recordTurn']>(async () => undefined),
    random: () => 0,
    now: () => FIXED_NOW,
    newId: () => crypto.randomUUID(),
    storage: (): ChatStorage | null => memoryStorage(),
  } satisfies ChatDeps;
  return { ...base, ...overrides } as Omit<typeof base, keyof O> & O;
}

/** Renders `ui` inside a memory router at '/', as the widget is on the site (replies hold links to pages). */
export async function renderInRouter(ui: ReactNode): Promise<RenderResult> {
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(<RouterProvider router={router} />);
    await router.load();
  });
  return result!;
}

/** Renders the widget with the panel loaded eagerly. */
export function renderChat(deps: Partial<ChatDeps> = testDeps()): Promise<RenderResult> {
  return renderInRouter(<ChatWidget Panel={ChatPanel} deps={deps} />);
}

/** Lets timers and the promises they settle run. */
export async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

export const launcher = () => screen.getByRole('button', { name: chatWidgetText.launcher });
export const dialog = () => screen.getByRole('dialog', { name: chatWidgetText.title });
export const input = () => within(dialog()).getByRole('textbox', { name: chatWidgetText.inputLabel }) as HTMLTextAreaElement;
export const sendButton = () => within(dialog()).getByRole('button', { name: chatWidgetText.send }) as HTMLButtonElement;
export const log = () => within(dialog()).getByRole('log');
export const typing = () => within(dialog()).queryByText(chatWidgetText.typing);
export const bubbles = () =>
  Array.from(log().querySelectorAll<HTMLElement>('[data-message-role]')).map((el) => ({
    role: el.dataset.messageRole,
    text: el.querySelector('p')!.textContent,
  }));

/** The newest message's element (its chips, its offer to send the conversation to the team). */
export const lastMessage = () => Array.from(log().querySelectorAll<HTMLElement>('[data-message-role]')).at(-1)!;

/** Opens the widget and lets the conversation restore. */
export async function openChat() {
  await act(async () => {
    fireEvent.click(launcher());
  });
}

/** Types `text` into the box and presses Enter. */
export async function typeAndEnter(text: string) {
  await act(async () => {
    fireEvent.change(input(), { target: { value: text } });
  });
  await act(async () => {
    fireEvent.keyDown(input(), { key: 'Enter' });
  });
}
