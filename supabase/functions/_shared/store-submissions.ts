/** Stores submissions at most once per client record id, within the sender's rate-limit budget, in one transaction. */
import { withDatabase } from './database.ts';
import { type Budget, takeTokens } from './rate-limit.ts';
import { wakeDispatcher } from './wake-dispatcher.ts';

/** The tables visitors write to, through the functions only. */
export type SubmissionTable = 'contact_submissions' | 'newsletter_subscribers' | 'chat_messages';

/** A row as the functions read it back. */
export type StoredRow = Record<string, unknown> & { id: string; client_record_id: string | null };

/**
 * What happened to one submission. duplicate: its client record id was already stored (the row is
 * the stored one); conflict: another unique key (the newsletter's email) already exists;
 * rate-limited: over the address's budget, try again after `retryAfterSeconds`.
 */
export type StoreResult =
  | { status: 'stored'; row: StoredRow }
  | { status: 'duplicate'; row: StoredRow }
  | { status: 'conflict' }
  | { status: 'rate-limited'; retryAfterSeconds: number };

/** One submission: its row's columns (the same columns for every item) and its client record id. */
export interface SubmissionItem {
  clientRecordId?: string;
  values: Record<string, unknown>;
}

/** What storeSubmissions needs: where, what, whose budget. */
export interface StoreRequest {
  table: SubmissionTable;
  items: SubmissionItem[];
  addressHash: string;
  /** The bucket's scope (the table, or a narrower one such as live chat questions). */
  scope: string;
  budget: Budget;
}

// Tables whose rows are leads: a trigger queues one delivery per channel in the same transaction.
const LEAD_TABLES: ReadonlySet<SubmissionTable> = new Set(['contact_submissions', 'newsletter_subscribers']);

/** LEAD_NOTIFICATION_BUDGET as the lead tables' trigger reads it (a whole number; 10 otherwise). */
function leadNotificationBudget(): string {
  const value = Deno.env.get('LEAD_NOTIFICATION_BUDGET')?.trim() ?? '';
  return /^\d{1,9}$/.test(value) ? value : '10';
}

/**
 * In one transaction: known client record ids are duplicates (checked before the budget, so a
 * replay is never rate limited), then the new items take tokens from the address's bucket, then
 * the admitted ones are inserted with one statement; the rest are rate-limited. After a new lead
 * that is not held as spam, the lead dispatcher is woken (not awaited).
 */
export async function storeSubmissions(request: StoreRequest): Promise<StoreResult[]> {
  const results = await storeInTransaction(request);
  const notify = LEAD_TABLES.has(request.table) && results.some((result) => result.status === 'stored' && result.row.spam_reason == null);
  if (notify) wakeDispatcher();
  return results;
}

function storeInTransaction(request: StoreRequest): Promise<StoreResult[]> {
  const { table, items, addressHash, scope, budget } = request;
  return withDatabase((sql) =>
    sql.begin(async (tx) => {
      const results: Array<StoreResult | undefined> = items.map(() => undefined);
      const ids = [...new Set(items.flatMap((item) => (item.clientRecordId === undefined ? [] : [item.clientRecordId])))];
      const known = ids.length === 0 ? [] : await tx<StoredRow[]>`select * from ${tx(`public.${table}`)} where client_record_id in ${tx(ids)}`;
      const knownById = new Map(known.map((row) => [row.client_record_id, row]));

      const fresh: number[] = [];
      const firstIndexOf = new Map<string, number>();
      items.forEach((item, index) => {
        const id = item.clientRecordId;
        const row = id === undefined ? undefined : knownById.get(id);
        if (row !== undefined) results[index] = { status: 'duplicate', row };
        else if (id !== undefined && firstIndexOf.has(id)) return; // the same record twice in one batch: resolved below
        else {
          if (id !== undefined) firstIndexOf.set(id, index);
          fresh.push(index);
        }
      });

      const { granted, retryAfterSeconds } = await takeTokens(tx, `${scope}:${addressHash}`, fresh.length, budget);
      const admitted = fresh.slice(0, granted);
      for (const index of fresh.slice(granted)) results[index] = { status: 'rate-limited', retryAfterSeconds };

      if (admitted.length > 0) {
        // The before-insert trigger holds a lead past this many notified leads a minute from one address.
        await tx`select set_config('app.lead_notification_budget', ${leadNotificationBudget()}, true)`;
        const rows = admitted.map((index) => ({
          ...items[index].values,
          client_record_id: items[index].clientRecordId ?? null,
          client_address_hash: addressHash,
        }));
        const inserted = await tx<StoredRow[]>`insert into ${tx(`public.${table}`)} ${tx(rows)} on conflict do nothing returning *`;
        const insertedById = new Map(inserted.map((row) => [row.client_record_id, row]));
        const missing = admitted.filter((index) => !insertedById.has(items[index].clientRecordId ?? null));
        // Not inserted: either a concurrent delivery of the same id won the race, or another unique key clashed.
        const missingIds = missing.flatMap((index) => (items[index].clientRecordId === undefined ? [] : [items[index].clientRecordId!]));
        const raced = missingIds.length === 0 ? [] : await tx<StoredRow[]>`select * from ${tx(`public.${table}`)} where client_record_id in ${tx(missingIds)}`;
        const racedById = new Map(raced.map((row) => [row.client_record_id, row]));
        for (const index of admitted) {
          const id = items[index].clientRecordId ?? null;
          const row = insertedById.get(id);
          const other = id === null ? undefined : racedById.get(id);
          // Rows without a client record id come only from single requests, so `inserted` holds at most that one row.
          const single = id === null ? inserted[0] : undefined;
          results[index] = row ?? single ? { status: 'stored', row: (row ?? single)! } : other ? { status: 'duplicate', row: other } : { status: 'conflict' };
        }
      }

      return items.map((item, index) => {
        const result = results[index];
        if (result !== undefined) return result;
        const first = results[firstIndexOf.get(item.clientRecordId!)!]!;
        return first.status === 'stored' || first.status === 'duplicate' ? { status: 'duplicate', row: first.row } : first;
      });
    }),
  );
}
