/**
 * After a page change inside the app: moves focus to the new page's main heading and announces its title in
 * a polite live region, as a full page load would for a screen-reader user. The first page load, changes of
 * the query string or hash only (a filter, an anchor) and a visitor who is typing are left alone.
 */
import { useEffect, useState } from 'react';
import { useRouter } from '@tanstack/react-router';

// A page whose content arrives after it rendered (a service loading its details) gets this long for its H1.
const HEADING_WAIT_MS = 10_000;

function isTyping(element: Element | null): boolean {
  return element instanceof HTMLElement && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName));
}

/** The page's H1 as soon as it is in the main area, or null if none comes in time. */
function mainHeading(signal: AbortSignal): Promise<HTMLElement | null> {
  const main = document.getElementById('main');
  const find = () => main?.querySelector<HTMLElement>('h1') ?? null;
  const now = find();
  if (now || !main) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = (heading: HTMLElement | null) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(heading);
    };
    const observer = new MutationObserver(() => {
      const heading = find();
      if (heading) done(heading);
    });
    const timer = setTimeout(() => done(null), HEADING_WAIT_MS);
    signal.addEventListener('abort', () => done(null));
    observer.observe(main, { childList: true, subtree: true });
  });
}

function focusHeading(heading: HTMLElement) {
  if (isTyping(document.activeElement)) return;
  // Focusable by script only; no ring, as it is not a control (styles.css).
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.dataset.routeFocus = '';
  // The router has already scrolled (to the top, or back to where the visitor was): keep that position.
  heading.focus({ preventScroll: true });
}

export function RouteAnnouncer() {
  const router = useRouter();
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    let pending: AbortController | undefined;
    const unsubscribe = router.subscribe('onRendered', (event) => {
      if (!event.pathChanged) return;
      pending?.abort();
      const controller = new AbortController();
      pending = controller;
      void mainHeading(controller.signal).then((heading) => {
        if (controller.signal.aborted) return;
        if (heading) focusHeading(heading);
        // The head has its new title by now. Live regions announce changes: emptied first, so that a
        // page with the same title as the last one is announced too.
        setAnnouncement('');
        requestAnimationFrame(() => {
          if (!controller.signal.aborted) setAnnouncement(document.title);
        });
      });
    });
    return () => {
      pending?.abort();
      unsubscribe();
    };
  }, [router]);

  return (
    <div aria-live="polite" aria-atomic="true" data-testid="route-announcer" className="sr-only">
      {announcement}
    </div>
  );
}
