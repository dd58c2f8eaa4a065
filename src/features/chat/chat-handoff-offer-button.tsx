/** The offer to send the conversation to the team: a button under the reply that offers it, or the standing one above the message box. */
import { useEffect } from 'react';
import { UsersRound } from 'lucide-react';
import { preloadHandoffForm } from './chat-handoff-area';
import { chatHandoffText } from './chat-handoff-text';

const LOOK = {
  reply:
    'mt-2 inline-flex min-h-11 items-center gap-2 rounded-full bg-navy-900 px-4 py-2 text-left text-sm leading-snug font-semibold text-white transition-colors hover:bg-navy-800',
  request:
    'flex min-h-11 w-full items-center justify-center gap-2 border-t border-navy-100 bg-white px-3 py-2 text-sm font-semibold text-accent-700 transition-colors hover:bg-navy-50 focus-visible:outline-offset-[-3px]',
};

/** Opens the form; the form's code is fetched as soon as the offer shows, so it opens at once, offline too. */
export function HandoffOfferButton({ look, onOpen, buttonRef }: { look: keyof typeof LOOK; onOpen: () => void; buttonRef: (element: HTMLElement | null) => void }) {
  useEffect(preloadHandoffForm, []);
  return (
    <button ref={buttonRef} type="button" onClick={onOpen} className={LOOK[look]}>
      <UsersRound aria-hidden="true" className="h-4 w-4 shrink-0" />
      {chatHandoffText.offer}
    </button>
  );
}
