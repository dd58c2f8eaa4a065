/** Stores a submission at most once per client record id and at most N per client address a minute. */
import type postgres from 'npm:postgres@3.4.9';
import { database } from './database.ts';

/** The tables visitors write to, through the functions only. */
export type SubmissionTable = 'contact_submissions' | 'newsletter_subscribers' | 'chat_messages';

/** A row as the functions read it back. */
export type StoredRow = Record<string, unknown> & { id: string };

/** What happened to a delivery. 'conflict': another unique key (the newsletter's email) already exists. */
export type GuardedInsertResult =
  | { kind: 'stored'; row: StoredRow }
  | { kind: 'replayed'; row: StoredRow }
  | { kind: 'rate-limited' }
  | { kind: 'conflict' };

/** Inputs of guardedInsert; `values` are the row's columns without the bookkeeping ones. */
export interface GuardedInsert {
  table: SubmissionTable;
  values: Record<string, unknown>;
  clientRecordId?: string;
  addressHash: string;
  limitPerMinute: number;
}

/** Reads a per-minute limit from the environment, falling back to `fallback`. */
export function limitFromEnv(name: string, fallback: number): number {
  const value = Number(Deno.env.get(name));
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

async function findByRecordId(tx: postgres.TransactionSql, table: SubmissionTable, id: string) {
  const [row] = await tx<StoredRow[]>`select * from ${tx(`public.${table}`)} where client_record_id = ${id}`;
  return row;
}

/**
 * In one transaction, serialised per address and table by an advisory lock so the limit holds
 * across function instances: a known client record id is a replay (checked before the limit,
 * so a replay always succeeds), then the address's rows of the last 60 s are counted, then
 * the row is inserted.
 */
export async function guardedInsert(input: GuardedInsert): Promise<GuardedInsertResult> {
  const { table, values, clientRecordId, addressHash, limitPerMinute } = input;
  return await database().begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtextextended(${`${table}:${addressHash}`}, 0))`;
    if (clientRecordId !== undefined) {
      const known = await findByRecordId(tx, table, clientRecordId);
      if (known) return { kind: 'replayed', row: known } as const;
    }
    const [{ recent }] = await tx<{ recent: number }[]>`
      select count(*)::int as recent from ${tx(`public.${table}`)}
      where client_address_hash = ${addressHash} and created_at > now() - interval '60 seconds'`;
    if (recent >= limitPerMinute) return { kind: 'rate-limited' } as const;

    const row = { ...values, client_record_id: clientRecordId ?? null, client_address_hash: addressHash };
    const [stored] = await tx<StoredRow[]>`
      insert into ${tx(`public.${table}`)} ${tx(row)} on conflict do nothing returning *`;
    if (stored) return { kind: 'stored', row: stored } as const;
    // A concurrent delivery of the same record id from another address won the race.
    const raced = clientRecordId === undefined ? undefined : await findByRecordId(tx, table, clientRecordId);
    return raced ? ({ kind: 'replayed', row: raced } as const) : ({ kind: 'conflict' } as const);
  });
}
