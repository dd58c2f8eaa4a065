/** The browser-only part of the page: live counts, actions and records from this device's outbox. */
import { useEffect } from 'react';
import { backendConfig } from '../../outbox/page/backend-config';
import { pageOutbox, startOutboxSync } from '../../outbox/page/outbox-sync';
import type { OutboxDb } from '../../outbox/database';
import { pruneDelivered } from '../../outbox/queries';
import { OutboxActions } from './outbox-actions';
import { OutboxCounts } from './outbox-counts';
import { OutboxRecordList } from './outbox-record-list';
import { outboxStatusTexts } from './outbox-status-texts';
import { useOutboxSnapshot } from './use-outbox-snapshot';

/** Prunes old delivered records on load, then shows the live snapshot of `db` (this page's outbox unless a test gives one); `timeZone` is for tests. */
export function OutboxLiveStatus({ db = pageOutbox(), timeZone }: { db?: OutboxDb; timeZone?: string }) {
  const snapshot = useOutboxSnapshot(db);
  const hasBackend = backendConfig() !== null;

  useEffect(() => {
    // Storage errors are ignored (docs/product/records.md); the snapshot then says IndexedDB is unavailable.
    pruneDelivered(db).catch(() => undefined);
    void startOutboxSync();
  }, [db]);

  if (snapshot === undefined) return <p className="text-muted">{outboxStatusTexts.loading}</p>;
  if (snapshot === 'unavailable') return <p className="font-semibold text-red-800">{outboxStatusTexts.storageUnavailable}</p>;
  return (
    <div className="grid grid-cols-1 gap-12">
      {hasBackend ? null : (
        <p data-testid="outbox-no-backend" className="rounded-lg border-l-4 border-gold-400 bg-amber-50 px-5 py-4 text-navy-900">
          {outboxStatusTexts.noBackend}
        </p>
      )}
      {snapshot.configurationError === undefined ? null : (
        <div role="alert" data-testid="outbox-configuration-error" className="rounded-lg border-l-4 border-red-700 bg-red-50 px-5 py-4 text-navy-900">
          <p className="font-semibold text-red-900">{outboxStatusTexts.configurationTitle}</p>
          <p className="mt-1">{outboxStatusTexts.configuration}</p>
          <p className="mt-1 text-sm break-words">
            {outboxStatusTexts.configurationDetail} {snapshot.configurationError}
          </p>
        </div>
      )}
      <OutboxCounts counts={snapshot.counts} />
      <OutboxActions undelivered={snapshot.undelivered} hasBackend={hasBackend} />
      <div>
        <OutboxRecordList db={db} entries={snapshot.newestFirst} nextTry={snapshot.nextTry} hasBackend={hasBackend} timeZone={timeZone} />
        <p className="mt-6 text-sm text-muted">{outboxStatusTexts.retention}</p>
      </div>
    </div>
  );
}
