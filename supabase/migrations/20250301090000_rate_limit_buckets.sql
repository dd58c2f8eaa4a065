-- The submission rate limit as token buckets: one row per scope (function) and client address
-- hash. A bucket holds up to a burst of tokens and refills at a steady rate; the functions take
-- tokens in the same transaction as the insert, locking the bucket's row, so the limit holds
-- across function instances. A batch of queued records can spend the whole burst at once, which
-- the old count of rows per minute did not allow. Private like the submissions: only the
-- functions (as owner) touch it.
create table public.rate_limit_buckets (
  bucket text primary key,
  tokens double precision not null,
  refilled_at timestamptz not null default now()
);

alter table public.rate_limit_buckets enable row level security;
revoke all on table public.rate_limit_buckets from public, anon, authenticated, service_role;

-- The per-minute row counts these indexes served are gone.
drop index if exists public.contact_submissions_rate_idx;
drop index if exists public.newsletter_subscribers_rate_idx;
drop index if exists public.chat_messages_rate_idx;
