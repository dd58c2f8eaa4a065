/** Token buckets per client address, kept in Postgres so the limit holds across function instances. */
import type postgres from 'npm:postgres@3.4.9';

/**
 * How many submissions one address may make at once (`burst`) and how fast that budget refills.
 * The burst is sized for a device that delivers a day of queued leads at once from behind a venue's
 * shared address; the refill keeps a single address to a steady trickle after that.
 */
export interface Budget {
  burst: number;
  perMinute: number;
}

/** What a request may do now: how many of the wanted submissions, and when to come back for the rest. */
export interface Grant {
  granted: number;
  retryAfterSeconds: number;
}

function positiveNumber(name: string, fallback: number): number {
  const value = Number(Deno.env.get(name));
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** The budget for contact forms, newsletter signups and recorded chat turns: RATE_LIMIT_BURST, RATE_LIMIT_PER_MINUTE. */
export function submissionBudget(): Budget {
  return { burst: positiveNumber('RATE_LIMIT_BURST', 1000), perMinute: positiveNumber('RATE_LIMIT_PER_MINUTE', 60) };
}

/** The budget for live chat questions (each may cost a model call): CHAT_RATE_LIMIT_BURST, CHAT_RATE_LIMIT_PER_MINUTE. */
export function chatQuestionBudget(): Budget {
  return { burst: positiveNumber('CHAT_RATE_LIMIT_BURST', 10), perMinute: positiveNumber('CHAT_RATE_LIMIT_PER_MINUTE', 30) };
}

/**
 * Takes up to `wanted` tokens from `bucket` inside the caller's transaction. The upsert locks the
 * bucket's row until the transaction ends, so requests from one address are serialised.
 */
export async function takeTokens(tx: postgres.TransactionSql, bucket: string, wanted: number, budget: Budget): Promise<Grant> {
  if (wanted === 0) return { granted: 0, retryAfterSeconds: 0 };
  const perSecond = budget.perMinute / 60;
  const [{ tokens }] = await tx<{ tokens: number }[]>`
    insert into public.rate_limit_buckets as b (bucket, tokens, refilled_at)
    values (${bucket}, ${budget.burst}::float8, now())
    on conflict (bucket) do update set
      tokens = least(${budget.burst}::float8, b.tokens + extract(epoch from now() - b.refilled_at)::float8 * ${perSecond}::float8),
      refilled_at = now()
    returning tokens`;
  const granted = Math.max(0, Math.min(wanted, Math.floor(tokens)));
  if (granted > 0) await tx`update public.rate_limit_buckets set tokens = tokens - ${granted} where bucket = ${bucket}`;
  if (granted === wanted) return { granted, retryAfterSeconds: 0 };
  // Long enough for the rest (at most a full bucket) to fit when the client comes back.
  const missing = Math.min(wanted - granted, budget.burst) - (tokens - granted);
  return { granted, retryAfterSeconds: Math.max(1, Math.ceil(missing / perSecond)) };
}
