/**
 * Whether this browser may hold outbox records, asked without loading the outbox: Dexie and the sync
 * loop are about a quarter of a page's JavaScript and, started on every page, cost a phone tens of
 * milliseconds of its main thread. A first visit has no outbox database and nothing in the
 * localStorage lists the outbox adopts (the older site's, or a form's kept records), so there is
 * nothing to migrate, prune, retry or report; a form or the chat starts the loop itself when it writes.
 */
import { OUTBOX_DB_NAME } from '../database-name';
import { LEGACY_KEYS } from '../kept-in-storage';
import { pageLocalStorage } from '../../lib/page-local-storage';

/** What the question reads: localStorage and IndexedDB's list of databases (either may be missing). */
export interface OutboxPresenceSources {
  storage?: Pick<Storage, 'getItem'>;
  databases?: () => Promise<Array<{ name?: string }>>;
}

function browserSources(): OutboxPresenceSources {
  const storage = pageLocalStorage();
  const factory = typeof indexedDB === 'undefined' ? undefined : indexedDB;
  return { storage, databases: typeof factory?.databases === 'function' ? () => factory.databases() : undefined };
}

/**
 * False only when it is certain there is nothing: no adoptable localStorage list and, by IndexedDB's
 * own list, no outbox database. A browser that cannot list its databases answers true, as before.
 */
export async function outboxMayHoldRecords(sources: OutboxPresenceSources = browserSources()): Promise<boolean> {
  try {
    if (sources.storage && Object.values(LEGACY_KEYS).some((key) => sources.storage?.getItem(key) !== null)) return true;
  } catch {
    // Unreadable storage holds nothing the outbox could adopt either.
  }
  if (sources.databases === undefined) return true;
  try {
    return (await sources.databases()).some((database) => database.name === OUTBOX_DB_NAME);
  } catch {
    return true;
  }
}

/**
 * Calls `start` once, as soon as the browser may hold outbox records: now, or later when another tab
 * has written one and this page becomes visible again or comes back online (the moments the sync loop
 * itself would replay).
 */
export function startOutboxWhenNeeded(start: () => void, mayHoldRecords: () => Promise<boolean> = outboxMayHoldRecords): void {
  let started = false;
  const check = (): void => {
    void mayHoldRecords().then((needed) => {
      if (!needed || started) return;
      started = true;
      window.removeEventListener('online', check);
      document.removeEventListener('visibilitychange', onVisible);
      start();
    });
  };
  const onVisible = (): void => {
    if (document.visibilityState === 'visible') check();
  };
  window.addEventListener('online', check);
  document.addEventListener('visibilitychange', onVisible);
  check();
}
