/** The floating chat widget on every page: the launcher at first paint, the panel once the visitor opens it. */
import { Suspense, lazy, useCallback, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import type { ChatDeps } from './chat-deps';
import { useEarlyTap } from '../../lib/early-tap';
import { CHAT_EARLY_TAP, ChatLauncher } from './chat-launcher';
import { ChatPanelLoading, ChatPanelUnavailable } from './chat-panel-placeholders';
import type { ChatPanelProps, ChatView } from './chat-view';
import { loadChatView, storeChatView } from './chat-view-storage';

interface ChatWidgetProps {
  /** The panel component, usually the lazily loaded one. */
  Panel: ComponentType<ChatPanelProps>;
  /** Fetches the panel's code ahead of a click. */
  preload?: () => void;
  deps?: Partial<ChatDeps>;
}

const subscribeNothing = () => () => undefined;
const noView = () => null;

/** Launcher plus panel with the states closed, open and open-minimised; Escape closes and focus returns to the launcher. */
export function ChatWidget({ Panel, preload, deps }: ChatWidgetProps) {
  // Reopened as the visitor left it on the page before (a page that loads as a new document): the panel
  // shows the conversation but leaves the focus to the page. Read once hydrated: the server rendered it closed.
  const left = useSyncExternalStore(subscribeNothing, loadChatView, noView);
  const [chosen, setChosen] = useState<ChatView | null>(null);
  const view: ChatView = chosen ?? left ?? 'closed';
  const restored = chosen === null && left !== null;
  // Once shown, the panel stays mounted (hidden when closed) so a pending reply is never lost.
  const [shown, setShown] = useState(false);
  const mounted = shown || view !== 'closed';
  const launcherRef = useRef<HTMLButtonElement>(null);
  const focusLauncher = useRef(false);
  // Every change is stored for the visit at once, not after React's commit: a tap on a link in the panel
  // that minimises it on a phone is also the start of a page load, which may not wait for an effect.
  const setView = useCallback((next: ChatView) => {
    storeChatView(next);
    setShown(true);
    setChosen(next);
  }, []);

  useEffect(() => {
    if (view !== 'closed' || !focusLauncher.current) return;
    focusLauncher.current = false;
    launcherRef.current?.focus();
  }, [view]);

  const open = useCallback(() => setView('open'), [setView]);
  useEarlyTap(CHAT_EARLY_TAP, open);
  const close = useCallback(() => {
    focusLauncher.current = true;
    setView('closed');
  }, [setView]);
  const toggleMinimise = useCallback(() => setView(view === 'open' ? 'minimised' : 'open'), [setView, view]);

  return (
    <>
      <ChatLauncher ref={launcherRef} hidden={view !== 'closed'} onOpen={open} onIntent={preload} />
      {mounted && (
        <Suspense fallback={view === 'closed' ? null : <ChatPanelLoading />}>
          <Panel view={view} restored={restored} onToggleMinimise={toggleMinimise} onClose={close} deps={deps} />
        </Suspense>
      )}
    </>
  );
}

let panelModule: Promise<{ default: ComponentType<ChatPanelProps> }> | undefined;

// One fetch, shared by the hover preload and the click; a failed fetch shows contact details instead of breaking the page.
function loadPanel() {
  panelModule ??= import('./chat-panel')
    .then((module) => ({ default: module.ChatPanel }))
    .catch(() => ({ default: ChatPanelUnavailable }));
  return panelModule;
}

const LazyPanel = lazy(loadPanel);
const preloadPanel = () => void loadPanel();

/** The widget to mount once in the root layout: only the launcher is in the page's first paint; the root may add collaborators (the site search's "Read more"). */
export function LazyChatWidget({ deps }: { deps?: Partial<ChatDeps> } = {}) {
  return <ChatWidget Panel={LazyPanel} preload={preloadPanel} deps={deps} />;
}
