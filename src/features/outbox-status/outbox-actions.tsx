/** Sync now (one replay right away) and the exports of the pending records as JSON and CSV. */
import { useState } from 'react';
import { Download, RefreshCw } from 'lucide-react';
import type { OutboxDb } from '../../outbox/outbox-db';
import { toCsv, toJson } from '../../outbox/export-records';
import type { OutboxEntry } from '../../outbox/record-types';
import { downloadText, exportFileName } from './download-text';
import { outboxStatusTexts, syncResultTexts } from './outbox-status-texts';
import { syncNow, type SyncNowResult } from './sync-now';

function describe(result: SyncNowResult): string {
  if (result.type === 'no-backend') return syncResultTexts.noBackend;
  if (result.type === 'error') return syncResultTexts.failed;
  const { result: replay } = result;
  return replay.ran ? syncResultTexts.done(replay.delivered, replay.rejected, replay.failed) : syncResultTexts.offline;
}

/** The actions section; Sync now is disabled when no backend is configured. */
export function OutboxActions({ db, pending, hasBackend }: { db: OutboxDb; pending: readonly OutboxEntry[]; hasBackend: boolean }) {
  const [syncing, setSyncing] = useState(false);
  const [message, setMessage] = useState('');

  const onSync = async () => {
    setSyncing(true);
    setMessage('');
    const result = await syncNow(db);
    setSyncing(false);
    setMessage(describe(result));
  };
  const exportAs = (extension: 'json' | 'csv') => {
    const text = extension === 'json' ? toJson(pending) : toCsv(pending);
    downloadText(exportFileName(new Date(), extension), text, extension === 'json' ? 'application/json' : 'text/csv');
  };
  const nothingPending = pending.length === 0;

  return (
    <section aria-labelledby="outbox-actions-heading">
      <h2 id="outbox-actions-heading" className="text-2xl font-bold tracking-tight text-navy-900">
        {outboxStatusTexts.actionsHeading}
      </h2>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className="btn-primary disabled:cursor-not-allowed disabled:opacity-60" onClick={onSync} disabled={!hasBackend || syncing}>
          <RefreshCw aria-hidden="true" className={`size-5 ${syncing ? 'animate-spin' : ''}`} />
          {syncing ? outboxStatusTexts.syncing : outboxStatusTexts.syncNow}
        </button>
        <button type="button" className="btn-outline disabled:cursor-not-allowed disabled:opacity-60" onClick={() => exportAs('json')} disabled={nothingPending}>
          <Download aria-hidden="true" className="size-5" />
          {outboxStatusTexts.exportJson}
        </button>
        <button type="button" className="btn-outline disabled:cursor-not-allowed disabled:opacity-60" onClick={() => exportAs('csv')} disabled={nothingPending}>
          <Download aria-hidden="true" className="size-5" />
          {outboxStatusTexts.exportCsv}
        </button>
      </div>
      <p role="status" className="mt-3 min-h-6 font-medium text-navy-900">
        {message}
      </p>
      <p className="text-sm text-muted">{outboxStatusTexts.exportNote}</p>
    </section>
  );
}
