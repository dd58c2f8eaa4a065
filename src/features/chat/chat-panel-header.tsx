/** The panel's title bar, which stays visible when minimised: title, minimise/expand toggle and close. */
import { ChevronUp, Minus, Sparkles, X } from 'lucide-react';
import { chatWidgetText } from './chat-widget-text';

interface ChatPanelHeaderProps {
  titleId: string;
  bodyId: string;
  minimised: boolean;
  onToggleMinimise: () => void;
  onClose: () => void;
}

const iconButton =
  'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-white/85 transition-colors hover:bg-white/10 hover:text-white';

export function ChatPanelHeader({ titleId, bodyId, minimised, onToggleMinimise, onClose }: ChatPanelHeaderProps) {
  return (
    <div className="on-dark flex items-center gap-3 bg-navy-900 py-2 pr-2 pl-4 text-white">
      <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-white/10 text-gold-300">
        <Sparkles className="h-5 w-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="truncate text-base leading-tight font-semibold">
          {chatWidgetText.title}
        </h2>
        <p className="truncate text-xs text-white/75">{chatWidgetText.subtitle}</p>
      </div>
      <button
        type="button"
        className={iconButton}
        aria-label={minimised ? chatWidgetText.expand : chatWidgetText.minimise}
        aria-expanded={!minimised}
        aria-controls={bodyId}
        onClick={onToggleMinimise}
      >
        {minimised ? <ChevronUp aria-hidden="true" className="h-5 w-5" /> : <Minus aria-hidden="true" className="h-5 w-5" />}
      </button>
      <button type="button" className={iconButton} aria-label={chatWidgetText.close} onClick={onClose}>
        <X aria-hidden="true" className="h-5 w-5" />
      </button>
    </div>
  );
}
