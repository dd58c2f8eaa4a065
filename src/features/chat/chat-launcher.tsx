/** The floating round button that opens the chat; the same markup on server and client. */
import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import { MessageCircle } from 'lucide-react';
import { earlyTap } from '../../lib/early-tap';
import { chatWidgetText } from './chat-widget-text';
import { useTuckedWhileScrolling } from './use-tucked-while-scrolling';

/** Its id for taps before hydration (lib/early-tap.ts): the widget opens the chat for them once it can. */
export const CHAT_EARLY_TAP = 'chat';

interface ChatLauncherProps {
  ref?: Ref<HTMLButtonElement>;
  /** Hidden while the panel (open or minimised) takes its place. */
  hidden: boolean;
  onOpen: () => void;
  /** The visitor is about to open it (hover, focus, touch): a chance to fetch the panel's code. */
  onIntent?: () => void;
}

// Below 1280 px, where it can sit on the content, it never hides what the visitor reads or tabs to: it slides
// below the screen edge while they scroll down or while it would rest on a control (still focusable, and shown
// again on focus), the page keeps scroll-padding under it for focus (styles.css) and the footer ends with room for it.
export function ChatLauncher({ ref, hidden, onOpen, onIntent }: ChatLauncherProps) {
  const button = useRef<HTMLButtonElement>(null);
  useImperativeHandle(ref, () => button.current!, []);
  const [focused, setFocused] = useState(false);
  const tucked = useTuckedWhileScrolling(button, focused);
  return (
    <button
      ref={button}
      type="button"
      hidden={hidden}
      data-tucked={tucked ? 'true' : 'false'}
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-label={chatWidgetText.launcher}
      title={chatWidgetText.launcher}
      onClick={onOpen}
      {...earlyTap(CHAT_EARLY_TAP)}
      onPointerEnter={onIntent}
      onFocus={() => {
        setFocused(true);
        onIntent?.();
      }}
      onBlur={() => setFocused(false)}
      onTouchStart={onIntent}
      className={`fixed right-[max(1rem,env(safe-area-inset-right))] bottom-[max(1rem,env(safe-area-inset-bottom))] z-40 inline-flex h-14 w-14 items-center justify-center rounded-full bg-accent-600 text-white shadow-[0_10px_30px_-6px_rgba(11,31,58,0.5)] ring-4 ring-white/80 transition-[background-color,translate,scale,opacity] duration-300 hover:scale-105 hover:bg-accent-700 focus-visible:shadow-none focus-visible:ring-8 focus-visible:ring-white focus-visible:outline-navy-950 sm:right-6 sm:bottom-6 ${
        tucked ? 'pointer-events-none translate-y-[calc(100%+2rem)] opacity-0' : ''
      }`}
    >
      <MessageCircle aria-hidden="true" className="h-7 w-7" />
    </button>
  );
}
