/** The outbox snapshot as a Dexie live query: re-read whenever any context (tab, service worker) changes the outbox. */
import { useLiveQuery } from 'dexie-react-hooks';
import type { OutboxDb } from '../../outbox/database';
import { loadOutboxSnapshot, type OutboxSnapshot } from './outbox-snapshot';

/** undefined while loading; 'unavailable' when IndexedDB cannot be read. */
export type SnapshotState = OutboxSnapshot | 'unavailable' | undefined;

/** Live snapshot of `db`. Dexie 4 broadcasts its writes to other contexts (BroadcastChannel), so the service worker's deliveries show up here too. */
export function useOutboxSnapshot(db: OutboxDb): SnapshotState {
  return useLiveQuery(async (): Promise<OutboxSnapshot | 'unavailable'> => {
    try {
      return await loadOutboxSnapshot(db);
    } catch {
      return 'unavailable';
    }
  }, [db]);
}
