/**
 * A list of a page's sections taller than the room beside the text scrolls inside itself (a guide's
 * twelve long titles on a 720 px laptop screen). The browser marks the link of the section being read
 * (:target-current, section-contents.css) but leaves the list where it is, so reading on moves the mark
 * out of sight. This keeps it in sight: when the page's scrolling moves the mark, the list scrolls just
 * enough to show it. Only then: a reader who scrolls the list to look ahead is not pulled back until the
 * mark moves again.
 */
import { SECTION_LIST_CLASS } from './section-list';

/** Room left between the marked link and the list's visible edge, so the next or previous title shows a little. */
const MARGIN_PX = 24;

/** The marked link in `list`; undefined where the browser does not mark links (the selector is unknown). */
function markedLink(list: Element): HTMLElement | undefined {
  try {
    return list.querySelector<HTMLElement>('a:target-current') ?? undefined;
  } catch {
    return undefined;
  }
}

/** Scrolls the box around `mark` (the list's nav) just enough to show it whole. */
function bringIntoSight(box: HTMLElement, mark: HTMLElement): void {
  const view = box.getBoundingClientRect();
  const link = mark.getBoundingClientRect();
  if (link.top < view.top + MARGIN_PX) box.scrollTop -= view.top + MARGIN_PX - link.top;
  else if (link.bottom > view.bottom - MARGIN_PX) box.scrollTop += link.bottom - (view.bottom - MARGIN_PX);
}

/** Follows the mark in every section list of the page from now on, across client-side navigations. */
export function followSectionMarks(): void {
  const lastMark = new WeakMap<Element, HTMLElement>();
  let frame = 0;
  const check = () => {
    frame = 0;
    for (const list of document.getElementsByClassName(SECTION_LIST_CLASS)) {
      const box = list.parentElement;
      if (!box || box.scrollHeight <= box.clientHeight) continue;
      const mark = markedLink(list);
      if (!mark || lastMark.get(list) === mark) continue;
      lastMark.set(list, mark);
      bringIntoSight(box, mark);
    }
  };
  // The browser settles which link is marked while it renders the frame after a scroll: look in the
  // frame after that, once per frame while the page scrolls, and once more after it stops.
  const schedule = () => {
    if (frame === 0) frame = window.requestAnimationFrame(() => window.requestAnimationFrame(check));
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('scrollend', schedule);
}
