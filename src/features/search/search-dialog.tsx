/** The search dialog: a modal over the page with a search field, a polite status line and result links. */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { SiteLink } from '../../components/site-link';
import { Search, X } from 'lucide-react';
import { hidePageBehind } from './hide-page-behind';
import { SearchResults } from './search-results';
import { searchTexts } from './search-texts';
import { statusText } from './search-state';
import { searchAhead, useWorkerSearch } from './use-worker-search';

interface SearchDialogProps {
  onClose: () => void;
}

const DIALOG_RESULTS = 6;

// Tab and Shift-Tab cycle inside the dialog: the page behind it is inert while it is open.
function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('input, button, a[href]')].filter((el) => !el.hasAttribute('disabled'));
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

export function SearchDialog({ onClose }: SearchDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState('');
  const state = useWorkerSearch(query, DIALOG_RESULTS);
  const titleId = useId();
  const statusId = useId();
  const hintId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Set aside before the dialog turns modal, so the inert page is not restyled.
    const restorePage = hidePageBehind(dialog);
    if (!dialog.open) dialog.showModal();
    inputRef.current?.focus();
    return restorePage;
  }, []);

  // Down moves to the first result; Enter opens it (an Enter that confirms an input-method composition does not).
  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const opens = event.key === 'Enter' && !event.nativeEvent.isComposing;
    if (event.key !== 'ArrowDown' && !opens) return;
    const first = listRef.current?.querySelector<HTMLAnchorElement>('a[data-search-result]');
    if (!first) return;
    event.preventDefault();
    if (opens) first.click();
    else first.focus();
  };

  const hits = state.kind === 'results' ? state.hits : [];
  const trimmed = query.trim();

  return createPortal(
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={hintId}
      data-testid="search-dialog"
      onKeyDown={(event) => {
        // Escape closes at once, even from a search field holding text (which would otherwise only clear it).
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        } else if (event.key === 'Tab') trapTab(event);
      }}
      // Escape (the dialog's cancel) and a click on the backdrop close it; the launcher gets focus back.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className="m-0 h-full max-h-none w-full max-w-none bg-transparent p-0 backdrop:bg-navy-950/60 sm:mx-auto sm:mt-[10vh] sm:h-auto sm:max-h-[80vh] sm:max-w-2xl"
    >
      <div className="flex h-full flex-col bg-white shadow-2xl sm:max-h-[80vh] sm:rounded-2xl">
        <div className="flex items-center gap-3 border-b border-navy-100 px-4 py-3">
          <h2 id={titleId} className="sr-only">
            {searchTexts.dialogTitle}
          </h2>
          <Search aria-hidden="true" className="h-5 w-5 shrink-0 text-navy-700" />
          <input
            ref={inputRef}
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              searchAhead(event.target.value, DIALOG_RESULTS);
            }}
            onKeyDown={onInputKey}
            aria-label={searchTexts.inputLabel}
            aria-describedby={statusId}
            placeholder={searchTexts.inputPlaceholder}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            className="min-h-11 w-full min-w-0 flex-1 bg-transparent text-lg text-navy-900 placeholder:text-muted [&::-webkit-search-cancel-button]:hidden"
          />
          <button
            type="button"
            onClick={onClose}
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-navy-900 hover:bg-navy-50"
          >
            <X aria-hidden="true" className="h-5 w-5" />
            <span className="sr-only">{searchTexts.close}</span>
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4">
          <p id={statusId} role="status" className="mb-3 text-sm text-muted">
            {statusText(state, query)}
          </p>
          <SearchResults hits={hits} compact listRef={listRef} onFollow={onClose} onLeaveTop={() => inputRef.current?.focus()} />
          {hits.length > 0 && (
            <SiteLink
              to="/search"
              search={{ q: trimmed }}
              onClick={onClose}
              className="mt-4 inline-block rounded-md px-1 text-sm font-semibold text-accent-700 underline underline-offset-4"
            >
              {searchTexts.seeAll(trimmed)}
            </SiteLink>
          )}
        </div>
        <p id={hintId} className="hidden border-t border-navy-100 px-4 py-2 text-xs text-muted sm:block">
          {searchTexts.keyboardHint}
        </p>
      </div>
    </dialog>,
    document.body,
  );
}
