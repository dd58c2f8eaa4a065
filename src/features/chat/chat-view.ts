/** The widget's three states (docs/product/states.md) and what the panel receives from the widget. */
import type { ChatDeps } from './chat-deps';

/** closed, open, open-minimised. */
export type ChatView = 'closed' | 'open' | 'minimised';

/** Props of the panel; `deps` replaces collaborators in tests. */
export interface ChatPanelProps {
  view: ChatView;
  /** opened by the page's load, as the visitor left it on the page before: the page keeps the focus */
  restored?: boolean;
  onToggleMinimise: () => void;
  onClose: () => void;
  deps?: Partial<ChatDeps>;
}

/** Where the panel sits: a bottom sheet on phones, a 400 px card at the bottom right from the sm breakpoint. */
export const panelFrameClass =
  'fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col overflow-hidden rounded-t-2xl bg-white pb-[env(safe-area-inset-bottom)] ' +
  'shadow-[0_-8px_40px_-8px_rgba(11,31,58,0.35)] ring-1 ring-navy-900/10 ' +
  'sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-[400px] sm:rounded-2xl sm:pb-0 sm:shadow-[0_20px_50px_-12px_rgba(11,31,58,0.45)]';
