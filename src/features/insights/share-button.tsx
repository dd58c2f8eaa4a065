/** Shares the page with the Web Share API where present, else copies its link; says what happened. */
import { useState } from 'react';
import { Share2 } from 'lucide-react';
import { useHydrated } from '../../lib/use-hydrated';

type ShareState = 'idle' | 'shared' | 'copied' | 'failed';

const messages: Record<ShareState, string> = {
  idle: '',
  shared: 'Thanks for sharing.',
  copied: 'Link copied to your clipboard.',
  failed: 'Sharing is not available here. Copy the address from your browser bar.',
};

export interface ShareButtonProps {
  label: string;
  title: string;
  url: string;
}

export function ShareButton({ label, title, url }: ShareButtonProps) {
  const [state, setState] = useState<ShareState>('idle');
  // A tap before the page has hydrated would be lost: the button answers once React can act on it.
  const hydrated = useHydrated();

  async function share() {
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, url });
        setState('shared');
        return;
      }
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setState('failed');
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" disabled={!hydrated} onClick={share} className="btn-outline-light min-h-10 py-2 text-sm">
        <Share2 aria-hidden="true" className="h-4 w-4" />
        {label}
      </button>
      <p role="status" className="text-sm text-white/85">
        {messages[state]}
      </p>
    </div>
  );
}
