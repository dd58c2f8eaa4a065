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
/** Frames to keep looking for the mark after the page's last scroll event. */
const SETTLE_FRAMES = 8;

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

/** Follows the mark in every section list of the page from now on. */
export function followSectionMarks(): void {
  const lastMark = new WeakMap<Element, HTMLElement>();
  let frame = 0;
  let framesLeft = 0;
  const check = () => {
    for (const list of document.getElementsByClassName(SECTION_LIST_CLASS)) {
      const box = list.parentElement;
      if (!box || box.scrollHeight <= box.clientHeight) continue;
      const mark = markedLink(list);
      if (!mark || lastMark.get(list) === mark) continue;
      lastMark.set(list, mark);
      bringIntoSight(box, mark);
    }
  };
  // The browser settles which link is marked while it renders a frame after a scroll: not in the first
  // frame (measured), and a busy device may take longer than the second (once, in CI under load, the
  // list stayed where it was after a jump back to the top). So look in every frame while the page
  // scrolls and for a few frames after it stops; a look does nothing unless the mark has moved.
  const tick = () => {
    frame = 0;
    check();
    framesLeft -= 1;
    if (framesLeft > 0) frame = window.requestAnimationFrame(tick);
  };
  const schedule = () => {
    framesLeft = SETTLE_FRAMES;
    if (frame === 0) frame = window.requestAnimationFrame(tick);
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('scrollend', schedule);
}
