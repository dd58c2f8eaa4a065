/**
 * The widget's view for the visit, in sessionStorage: a page that loads as a new document (an islands page,
 * a reload) opens the conversation again as the visitor left it, open or minimised. Errors are ignored.
 */
import type { ChatView } from './chat-view';

/** The sessionStorage key of the view. */
export const CHAT_VIEW_KEY = 'asc_chat_view';

function visitStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The view the visitor left the panel in, when it was not closed. */
export function loadChatView(storage: Pick<Storage, 'getItem'> | null = visitStorage()): Exclude<ChatView, 'closed'> | null {
  try {
    const view = storage?.getItem(CHAT_VIEW_KEY);
    return view === 'open' || view === 'minimised' ? view : null;
  } catch {
    return null;
  }
}

export function storeChatView(view: ChatView, storage: Pick<Storage, 'setItem' | 'removeItem'> | null = visitStorage()): void {
  try {
    if (view === 'closed') storage?.removeItem(CHAT_VIEW_KEY);
    else storage?.setItem(CHAT_VIEW_KEY, view);
  } catch {
    // A full or refused storage only loses the view, never the conversation.
  }
}
