/** The floating round button that opens the chat; the same markup on server and client. */
import type { Ref } from 'react';
import { MessageCircle } from 'lucide-react';
import { chatWidgetText } from './fallback/fallback-copy';

interface ChatLauncherProps {
  ref?: Ref<HTMLButtonElement>;
  /** Hidden while the panel (open or minimised) takes its place. */
  hidden: boolean;
  onOpen: () => void;
  /** The visitor is about to open it (hover, focus, touch): a chance to fetch the panel's code. */
  onIntent?: () => void;
}

export function ChatLauncher({ ref, hidden, onOpen, onIntent }: ChatLauncherProps) {
  return (
    <button
      ref={ref}
      type="button"
      hidden={hidden}
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-label={chatWidgetText.launcher}
      title={chatWidgetText.launcher}
      onClick={onOpen}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
      className="fixed right-[max(1rem,env(safe-area-inset-right))] bottom-[max(1rem,env(safe-area-inset-bottom))] z-40 inline-flex h-14 w-14 items-center justify-center rounded-full bg-accent-600 text-white shadow-[0_10px_30px_-6px_rgba(11,31,58,0.5)] ring-4 ring-white/80 transition-[background-color,transform] hover:scale-105 hover:bg-accent-700 sm:right-6 sm:bottom-6"
    >
      <MessageCircle aria-hidden="true" className="h-7 w-7" />
    </button>
  );
}
