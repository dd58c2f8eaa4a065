/** Takes the visitor back to the page they asked for once the site can be reached again. */
import { useEffect, useState } from 'react';

/** 'waiting' until the connection is back, 'returning' while the page is being opened. */
export type ReturnState = 'waiting' | 'returning';

// A page that fails again (a connection that comes and goes) lands here once more. Each further automatic
// return waits longer (2 s, 4 s, 8 s, then every 15 s), so the page never bounces back and forth quickly,
// yet a link that is usable a moment later still brings the visitor back without a tap.
const FIRST_PAUSE_MS = 2_000;
const LONGEST_PAUSE_MS = 15_000;
// Attempts further apart than this start the count afresh.
const FORGET_AFTER_MS = 60_000;
const attemptKey = (path: string) => `asc_offline_return:${path}`;
// Right after the `online` event the network often is not usable yet: while the browser says it is online,
// ask again at this pace until the site answers.
const RECHECK_MS = 2_000;

/** Automatic returns to one page so far: when the last began and how many in a row. */
export interface ReturnAttempts {
  at: number;
  count: number;
}

/** How long after `now` the next automatic return may start (0: at once). */
export function pauseBeforeReturn(attempts: ReturnAttempts | null, now: number): number {
  if (!attempts || attempts.count < 1 || now - attempts.at >= FORGET_AFTER_MS) return 0;
  const pause = Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** (attempts.count - 1));
  return Math.max(0, attempts.at + pause - now);
}

/** The attempts after one more starting at `now`. */
export function withAttempt(attempts: ReturnAttempts | null, now: number): ReturnAttempts {
  const fresh = !attempts || now - attempts.at >= FORGET_AFTER_MS;
  return { at: now, count: fresh ? 1 : attempts.count + 1 };
}

function readAttempts(path: string): ReturnAttempts | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(attemptKey(path)) ?? 'null') as Partial<ReturnAttempts> | null;
    return typeof stored?.at === 'number' && typeof stored.count === 'number' ? { at: stored.at, count: stored.count } : null;
  } catch {
    return null;
  }
}

function noteAttempt(path: string) {
  try {
    sessionStorage.setItem(attemptKey(path), JSON.stringify(withAttempt(readAttempts(path), Date.now())));
  } catch {
    // Storage errors are ignored (docs/product/records.md); the return still happens.
  }
}

/** Any answer from the server means the page can be opened; a network error means it cannot yet. */
async function siteReachable(path: string): Promise<boolean> {
  try {
    await fetch(path, { method: 'HEAD', cache: 'no-store', credentials: 'same-origin' });
    return true;
  } catch {
    return false;
  }
}

/** Watches the connection (at once, and on every `online` event) and replaces this page with `path` when it works. */
export function useReturnWhenOnline(path: string | null): ReturnState {
  const [state, setState] = useState<ReturnState>('waiting');
  useEffect(() => {
    if (!path) return;
    let cancelled = false;
    let recheck: ReturnType<typeof setTimeout> | undefined;
    const tryReturn = async (automatic: boolean) => {
      clearTimeout(recheck);
      if (!navigator.onLine) return;
      const pause = automatic ? pauseBeforeReturn(readAttempts(path), Date.now()) : 0;
      if (pause > 0) {
        // Back here right after a return that failed: try again once the pause is over, not never.
        recheck = setTimeout(() => void tryReturn(automatic), pause);
        return;
      }
      if (!(await siteReachable(path))) {
        if (!cancelled) recheck = setTimeout(() => void tryReturn(automatic), RECHECK_MS);
        return;
      }
      if (cancelled) return;
      noteAttempt(path);
      setState('returning');
      window.location.replace(path);
    };
    // A reload while connected, or a connection that came back before this page loaded.
    void tryReturn(true);
    const onOnline = () => void tryReturn(false);
    window.addEventListener('online', onOnline);
    return () => {
      cancelled = true;
      clearTimeout(recheck);
      window.removeEventListener('online', onOnline);
    };
  }, [path]);
  return state;
}
