/** The header's search button and the Ctrl/Cmd-K shortcut; search's code loads while the page is idle, its index on intent. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { useHydrated } from '../../lib/use-hydrated';
import { earlyTap, useEarlyTap } from '../../lib/early-tap';
import { whenIdle } from '../../lib/when-idle';
import { searchLauncherTexts as texts } from './search-launcher-texts';
import { searchWorker, startSearchWorker } from './search-worker-start';

const loadDialog = () => import('./search-dialog');
type Dialog = Awaited<ReturnType<typeof loadDialog>>['SearchDialog'];

// Search's code comes while the page is idle: its worker starts (search-worker-start.ts) and the dialog's
// chunk arrives, so that a tap finds both ready, with nothing to download or compile (~14 kB compressed in
// all, which a first visit's service worker precaches anyway). The index, the largest part by far, waits
// for the visitor's first sign of searching: the pointer on the button (a mouse rests there a moment before
// the click; a touch enters it as it presses), the button focused (Enter follows), the press (a mouse
// already resting there when the page hydrated enters nothing), or the open itself (Ctrl+K). A tap before
// the page was idle starts everything at once. A failed index download is the dialog's to report (offline
// before a first visit): each query asks again.
const loadCode = () => {
  startSearchWorker();
  loadDialog().catch(() => undefined);
};
const startLoading = () => {
  searchWorker();
  loadDialog().catch(() => undefined);
};

// Asked only once the page has hydrated, in the browser.
const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform);

const EARLY_TAP_ID = 'search';

export function SearchLauncher() {
  const [open, setOpen] = useState(false);
  // The dialog renders once its chunk is here, rather than suspending: React holds back what a Suspense
  // boundary reveals for up to 300 ms after its fallback, which was most of the time search took to open.
  const [SearchDialog, setSearchDialog] = useState<Dialog>();
  // The server cannot know the visitor's platform: Ctrl K until the page has hydrated.
  const hydrated = useHydrated();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const close = useCallback(() => {
    refocus.current = true;
    setOpen(false);
  }, []);
  const openDialog = useCallback(() => {
    startLoading();
    loadDialog().then(
      (module) => {
        setSearchDialog(() => module.SearchDialog);
        setOpen(true);
      },
      () => undefined,
    );
  }, []);
  useEarlyTap(EARLY_TAP_ID, openDialog);
  useEffect(() => whenIdle(loadCode), []);

  // Focus goes back to the button once the modal dialog has gone (the page is inert while it is open).
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    buttonRef.current?.focus();
  }, [open]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        openDialog();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [openDialog]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={openDialog}
        onPointerEnter={startLoading}
        onPointerDown={startLoading}
        onFocus={startLoading}
        {...earlyTap(EARLY_TAP_ID)}
        aria-keyshortcuts="Control+K Meta+K"
        className="inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2.5 text-sm font-semibold text-(--header-fg) lg:border lg:border-(--header-fg)/25 lg:px-3 lg:hover:bg-(--header-fg)/8"
      >
        <Search aria-hidden="true" className="h-5 w-5" />
        {/* The name is the visible word plus hidden ones ("Search the site"): it starts with what a sighted speech user says. */}
        <span className="sr-only lg:not-sr-only">{texts.launcherShort}</span>
        <span className="sr-only">{texts.launcherRest}</span>
        <kbd
          aria-hidden="true"
          className="hidden rounded border border-(--header-fg)/25 px-1.5 font-sans text-xs text-(--header-fg-soft) lg:inline"
        >
          {texts.shortcutHint(hydrated && isMac())}
        </kbd>
      </button>
      {open && SearchDialog && <SearchDialog onClose={close} />}
    </>
  );
}
