/** The conversation and SPEC's send flow (section 4), framework-free: typing delay, reply, follow-ups, action items. */
import { isBlankText } from '../../../schema/submission';
import { ACTION_ITEMS_DELAY_MS, FOLLOW_UP_QUESTIONS_DELAY_MS } from '../../lib/spec-constants';
import { answerChatTurn, typingDelayMs } from './chat-answer';
import type { ChatDeps } from './chat-deps';
import { loadChatSession, newChatSession, saveChatSession } from './chat-session-storage';
import type { ChatAnswer, ChatMessage, ChatSession } from './chat-types';
import { chatWidgetText } from './chat-widget-text';
import { matchFallbackRule } from './fallback/fallback-engine';

/** What the widget renders: the conversation (null until restored in the browser) and whether a reply is awaited. */
export interface ChatState {
  session: ChatSession | null;
  pending: boolean;
}

/** The conversation's store; React reads it with useSyncExternalStore. */
export interface ChatStore {
  getState(): ChatState;
  /** The first subscription restores the stored conversation, or starts one with the greeting. */
  subscribe(listener: () => void): () => void;
  /** Sends a message; false when nothing was sent (blank text, a reply awaited, or not started). */
  send(text: string): boolean;
  /** Cancels follow-ups and action items not yet shown. */
  cancelScheduled(): void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Creates the store; nothing is read from storage until the first subscription. */
export function createChatStore(deps: ChatDeps): ChatStore {
  let state: ChatState = { session: null, pending: false };
  let started = false;
  const listeners = new Set<() => void>();
  const scheduled = new Set<ReturnType<typeof setTimeout>>();

  const update = (next: Partial<ChatState>) => {
    state = { ...state, ...next };
    if (next.session) saveChatSession(deps.storage(), next.session);
    for (const listener of listeners) listener();
  };

  const assistantMessage = (text: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
    id: deps.newId(),
    text,
    isUser: false,
    timestamp: deps.now().toISOString(),
    ...extra,
  });

  const append = (message: ChatMessage, next: Partial<ChatState> = {}) => {
    const session = state.session;
    if (session) update({ ...next, session: { ...session, messages: [...session.messages, message] } });
  };

  const later = (ms: number, action: () => void) => {
    const handle = setTimeout(() => {
      scheduled.delete(handle);
      action();
    }, ms);
    scheduled.add(handle);
  };

  const record = (message: string, sessionId: string, id: string, sentAt: Date, answer: ChatAnswer) => {
    try {
      const citedUrls = answer.links?.links.map((link) => link.url);
      const turn = { id, sessionId, userMessage: message, aiResponse: answer.text, provider: answer.provider, timestamp: sentAt, citedUrls };
      void deps.recordTurn(turn).catch(() => undefined);
    } catch {
      // docs/product/records.md: storage errors are ignored silently; the visitor still gets the reply.
    }
  };

  const reply = async (message: string, sessionId: string, sentAt: Date) => {
    const recordId = deps.newId();
    // The typing delay and the call run side by side; the reply shows once both are done.
    const typing = wait(typingDelayMs(deps.random));
    const answer = await answerChatTurn(message, sessionId, recordId, deps);
    record(message, sessionId, recordId, sentAt, answer);
    await typing;
    const extra: Partial<ChatMessage> = { ...(answer.links ? { links: answer.links } : {}), ...(answer.offerHandoff ? { offerHandoff: true } : {}) };
    append(assistantMessage(answer.text, extra), { pending: false });
    if (answer.followUpQuestions.length > 0) {
      const suggestions = answer.followUpQuestions;
      later(FOLLOW_UP_QUESTIONS_DELAY_MS, () => append(assistantMessage(chatWidgetText.followUpsIntro, { suggestions })));
    }
    if (answer.actionItems && answer.actionItems.length > 0) {
      const actionItems = answer.actionItems;
      later(ACTION_ITEMS_DELAY_MS, () => append(assistantMessage(chatWidgetText.actionItemsIntro, { actionItems })));
    }
  };

  const store: ChatStore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      if (!started) {
        started = true;
        update({ session: loadChatSession(deps.storage()) ?? newChatSession(deps.now(), deps.newId) });
      }
      return () => listeners.delete(listener);
    },
    send(text) {
      const message = text.trim();
      const session = state.session;
      // Invisible characters alone are as empty as white space (docs/product/validation.md: such messages are not sent).
      if (isBlankText(message) || state.pending || session === null) return false;
      store.cancelScheduled();
      const sentAt = deps.now();
      const intent = matchFallbackRule(message);
      const userMessage: ChatMessage = { id: deps.newId(), text: message, isUser: true, timestamp: sentAt.toISOString() };
      update({
        pending: true,
        session: {
          ...session,
          messages: [...session.messages, userMessage],
          userIntent: intent === 'default' ? session.userIntent : intent,
        },
      });
      // Only an injected collaborator can throw here; the visitor must never be left unable to type.
      reply(message, session.sessionId, sentAt).catch(() => update({ pending: false }));
      return true;
    },
    cancelScheduled() {
      for (const handle of scheduled) clearTimeout(handle);
      scheduled.clear();
    },
  };
  return store;
}
