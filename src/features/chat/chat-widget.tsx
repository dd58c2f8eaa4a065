/** The floating chat widget on every page: the launcher at first paint, the panel once the visitor opens it. */
import { Suspense, lazy, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { ChatDeps } from './chat-deps';
import { useEarlyTap } from '../../lib/early-tap';
import { CHAT_EARLY_TAP, ChatLauncher } from './chat-launcher';
import { ChatPanelLoading, ChatPanelUnavailable } from './chat-panel-placeholders';
import type { ChatPanelProps, ChatView } from './chat-view';

interface ChatWidgetProps {
  /** The panel component, usually the lazily loaded one. */
  Panel: ComponentType<ChatPanelProps>;
  /** Fetches the panel's code ahead of a click. */
  preload?: () => void;
  deps?: Partial<ChatDeps>;
}

/** Launcher plus panel with the states closed, open and open-minimised; Escape closes and focus returns to the launcher. */
export function ChatWidget({ Panel, preload, deps }: ChatWidgetProps) {
  const [view, setView] = useState<ChatView>('closed');
  const [mounted, setMounted] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const focusLauncher = useRef(false);

  useEffect(() => {
    if (view !== 'closed' || !focusLauncher.current) return;
    focusLauncher.current = false;
    launcherRef.current?.focus();
  }, [view]);

  const open = useCallback(() => {
    setMounted(true);
    setView('open');
  }, []);
  useEarlyTap(CHAT_EARLY_TAP, open);
  const close = useCallback(() => {
    focusLauncher.current = true;
    setView('closed');
  }, []);
  const toggleMinimise = useCallback(() => setView((current) => (current === 'open' ? 'minimised' : 'open')), []);

  return (
    <>
      <ChatLauncher ref={launcherRef} hidden={view !== 'closed'} onOpen={open} onIntent={preload} />
      {mounted && (
        <Suspense fallback={view === 'closed' ? null : <ChatPanelLoading />}>
          <Panel view={view} onToggleMinimise={toggleMinimise} onClose={close} deps={deps} />
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
