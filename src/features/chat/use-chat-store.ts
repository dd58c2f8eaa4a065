/** The chat store for one mounted panel, read with useSyncExternalStore (no conversation while prerendering or hydrating). */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ChatDeps } from './chat-deps';
import { createChatStore, type ChatState, type ChatStore } from './chat-store';

const serverState: ChatState = { session: null, pending: false };
const getServerState = () => serverState;

/** The panel's store and its current state; follow-ups not yet shown are cancelled on unmount. */
export function useChatStore(deps: ChatDeps): [ChatState, ChatStore] {
  const [store] = useState(() => createChatStore(deps));
  useEffect(() => () => store.cancelScheduled(), [store]);
  const state = useSyncExternalStore(store.subscribe, store.getState, getServerState);
  return [state, store];
}
