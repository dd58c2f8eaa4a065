/** Takes the visitor back to the page they asked for once the site can be reached again. */
import { useEffect, useState } from 'react';

/** 'waiting' until the connection is back, 'returning' while the page is being opened. */
export type ReturnState = 'waiting' | 'returning';

// A page that fails again (a connection that comes and goes) lands here once more: no second automatic
// return within this time, so the page can never bounce back and forth; 'Try again' still works.
const RETRY_PAUSE_MS = 15_000;
const attemptKey = (path: string) => `asc_offline_return:${path}`;
// Right after the `online` event the network often is not usable yet: while the browser says it is online,
// ask again at this pace until the site answers.
const RECHECK_MS = 2_000;

function recentlyTried(path: string): boolean {
  try {
    return Date.now() - Number(sessionStorage.getItem(attemptKey(path)) ?? 0) < RETRY_PAUSE_MS;
  } catch {
    return false;
  }
}

function noteAttempt(path: string) {
  try {
    sessionStorage.setItem(attemptKey(path), String(Date.now()));
  } catch {
    // Storage errors are ignored (SPEC section 3); the return still happens.
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
      if (!navigator.onLine || (automatic && recentlyTried(path))) return;
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
