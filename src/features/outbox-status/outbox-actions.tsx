/** Sync now (one replay round right away) and the exports of the undelivered records as JSON and CSV. */
import { OutboxSection } from './outbox-section';
import { useState } from 'react';
import { Download, RefreshCw } from 'lucide-react';
import { toCsv, toJson } from '../../outbox/export';
import type { OutboxEntry } from '../../outbox/records';
import { downloadText, exportFileName } from './download-text';
import { outboxStatusTexts, syncResultTexts } from './outbox-status-texts';
import { syncNow, type SyncNowResult } from './sync-now';

function describe(result: SyncNowResult): string {
  if (result.type === 'no-backend') return syncResultTexts.noBackend;
  if (result.type === 'error') return syncResultTexts.failed;
  const { delivered, rejected, queued, next } = result.result;
  const done = syncResultTexts.done(delivered, rejected, queued);
  if (next.type === 'idle') return done;
  const waiting = syncResultTexts.waiting(next.reason, Math.max(1, Math.round(next.delayMs / 1000)));
  return delivered + rejected + queued === 0 ? waiting : `${done} ${waiting}`;
}

/** The actions section; Sync now is disabled when no backend is configured. */
export function OutboxActions({ undelivered, hasBackend }: { undelivered: readonly OutboxEntry[]; hasBackend: boolean }) {
  const [syncing, setSyncing] = useState(false);
  const [message, setMessage] = useState('');

  const onSync = async () => {
    setSyncing(true);
    setMessage('');
    const result = await syncNow();
    setSyncing(false);
    setMessage(describe(result));
  };
  const exportAs = (extension: 'json' | 'csv') => {
    const text = extension === 'json' ? toJson(undelivered) : toCsv(undelivered);
    downloadText(exportFileName(new Date(), extension), text, extension === 'json' ? 'application/json' : 'text/csv');
  };
  const nothingPending = undelivered.length === 0;

  return (
    <OutboxSection id="outbox-actions-heading" heading={outboxStatusTexts.actionsHeading}>
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
      <p role="status" className="mt-3 min-h-6 font-semibold text-navy-900">
        {message}
      </p>
      <p className="text-sm text-muted">{outboxStatusTexts.exportNote}</p>
    </OutboxSection>
  );
}
