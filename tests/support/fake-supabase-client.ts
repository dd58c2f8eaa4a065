/** Test double of the supabase-js query builder: records each query and answers it from a script. */
import type { SupabaseClient } from '@supabase/supabase-js';

/** What one query asked for. */
export interface FakeQuery {
  table: string;
  select?: string;
  limit?: number;
  order?: { column: string; ascending?: boolean };
  eq?: { column: string; value: unknown };
  maybeSingle?: boolean;
  insert?: unknown;
  signal?: AbortSignal;
}

/** A PostgREST-style answer, a thrown error, or 'hang' (never answers unless aborted). */
export type FakeAnswer = { data: unknown; error: { message: string } | null } | Error | 'hang';

/** A fake client and the queries it has seen. */
export interface FakeSupabase {
  client: SupabaseClient;
  queries: FakeQuery[];
}

/** A client whose every query is answered by `answer(query)`. */
export function fakeSupabaseClient(answer: (query: FakeQuery) => FakeAnswer): FakeSupabase {
  const queries: FakeQuery[] = [];
  const builder = (query: FakeQuery) => {
    const self = {
      select: (columns: string) => ((query.select = columns), self),
      limit: (count: number) => ((query.limit = count), self),
      order: (column: string, options?: { ascending?: boolean }) => ((query.order = { column, ...options }), self),
      eq: (column: string, value: unknown) => ((query.eq = { column, value }), self),
      maybeSingle: () => ((query.maybeSingle = true), self),
      insert: (rows: unknown) => ((query.insert = rows), self),
      abortSignal: (signal: AbortSignal) => ((query.signal = signal), self),
      then<R1, R2>(onFulfilled?: (value: unknown) => R1, onRejected?: (reason: unknown) => R2) {
        queries.push(query);
        const result = answer(query);
        const settled =
          result === 'hang'
            ? new Promise((_, reject) => query.signal?.addEventListener('abort', () => reject(new Error('aborted'))))
            : result instanceof Error
              ? Promise.reject(result)
              : Promise.resolve(result);
        return settled.then(onFulfilled, onRejected);
      },
    };
    return self;
  };
  const client = { from: (table: string) => builder({ table }) } as unknown as SupabaseClient;
  return { client, queries };
}
