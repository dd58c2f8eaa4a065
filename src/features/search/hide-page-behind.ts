/**
 * While the search dialog covers the whole screen (a phone), the page behind it is set aside: neither
 * restyled nor painted. A modal dialog makes everything behind it inert, and the browser restyles the
 * whole page for that: on a home page at a phone's speed, most of the time the dialog took to appear.
 * `content-visibility: hidden` on the page's blocks skips their insides; each keeps its height, so the
 * page keeps its scroll position. On a wider screen the page shows around the dialog and stays as it is.
 */

// Below Tailwind's `sm` breakpoint, where the dialog's classes make it fill the screen.
const FULL_SCREEN = '(width < 40rem)';

interface SetAside {
  element: HTMLElement;
  height: string;
  contentVisibility: string;
}

// The page's blocks in the flow (not the dialog, nor what floats over the page: the header, the chat).
function pageBlocks(dialog: Element): HTMLElement[] {
  return [...document.body.children].filter((element): element is HTMLElement => {
    if (!(element instanceof HTMLElement) || element === dialog || element.contains(dialog)) return false;
    const { position, display } = getComputedStyle(element);
    return (position === 'static' || position === 'relative') && display !== 'none' && display !== 'contents';
  });
}

/** Sets the page behind a full-screen dialog aside while the screen is narrow; returns what puts it back. */
export function hidePageBehind(dialog: Element): () => void {
  const narrow = window.matchMedia(FULL_SCREEN);
  let setAside: SetAside[] = [];
  const restore = () => {
    for (const { element, height, contentVisibility } of setAside) {
      element.style.height = height;
      element.style.contentVisibility = contentVisibility;
    }
    setAside = [];
  };
  const apply = () => {
    if (!narrow.matches || setAside.length > 0) return;
    const blocks = pageBlocks(dialog);
    // Every height read before any is written: one layout, already up to date.
    const heights = blocks.map((element) => element.getBoundingClientRect().height);
    setAside = blocks.map((element) => ({ element, height: element.style.height, contentVisibility: element.style.contentVisibility }));
    blocks.forEach((element, i) => {
      element.style.height = `${heights[i]}px`;
      element.style.contentVisibility = 'hidden';
    });
  };
  // Turned to a wider screen, the page shows around the dialog again.
  const onChange = () => (narrow.matches ? apply() : restore());
  apply();
  narrow.addEventListener('change', onChange);
  return () => {
    narrow.removeEventListener('change', onChange);
    restore();
  };
}
