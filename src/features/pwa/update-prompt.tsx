/** A quiet banner offering to reload when a new version of the site has been installed. */
import { useSyncExternalStore } from 'react';
import { RefreshCw, X } from 'lucide-react';
import { pwaTexts } from './pwa-texts';
import { currentUpdateFlow, subscribeToRegistration } from './service-worker-registration';
import type { UpdateFlow, UpdateState } from './update-flow';

const subscribeNothing = () => () => undefined;
const hidden = (): UpdateState => 'hidden';
const noFlow = () => undefined;

/** Mount once in the root layout; shows nothing until a new worker waits. `flow` is for tests. */
export function UpdatePrompt({ flow: given }: { flow?: UpdateFlow }) {
  const registered = useSyncExternalStore(subscribeToRegistration, currentUpdateFlow, noFlow);
  const flow = given ?? registered;
  const state = useSyncExternalStore(flow?.subscribe ?? subscribeNothing, flow?.getState ?? hidden, hidden);
  if (flow === undefined || state === 'hidden') return null;
  return (
    <section
      aria-label={pwaTexts.regionLabel}
      className="fixed bottom-4 left-4 z-40 flex max-w-[calc(100vw-6.5rem)] items-center gap-3 rounded-lg border border-navy-100 bg-white py-2 pr-2 pl-4 text-sm text-navy-900 shadow-lg sm:max-w-md"
    >
      <p role="status" className="min-w-0 flex-1">
        {pwaTexts.updateAvailable}
      </p>
      <button
        type="button"
        onClick={flow.accept}
        disabled={state === 'reloading'}
        className="inline-flex shrink-0 items-center gap-1.5 rounded-md bg-navy-900 px-3 py-1.5 font-semibold text-white hover:bg-navy-800 disabled:opacity-70"
      >
        <RefreshCw aria-hidden="true" className={`size-4 ${state === 'reloading' ? 'animate-spin' : ''}`} />
        {pwaTexts.reload}
      </button>
      <button
        type="button"
        onClick={flow.dismiss}
        aria-label={pwaTexts.dismiss}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted hover:bg-navy-50 hover:text-navy-900"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </section>
  );
}
