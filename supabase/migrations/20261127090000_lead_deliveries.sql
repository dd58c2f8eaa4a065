-- Routing every stored lead to a person: a transactional outbox on the server. The row that stores
-- a lead and one delivery row per channel are written in the same transaction (the trigger below),
-- unique per (lead, channel), so a replayed submission never adds a delivery and a rolled-back one
-- leaves none. The dispatcher (functions/lead-dispatcher) claims due deliveries, sends them, logs
-- each attempt and reschedules. Which channels are configured is a setting of the functions: an
-- unconfigured channel's deliveries simply wait as pending (the operator tool says so).

-- Suspected spam is stored like any lead but held: its deliveries wait as 'held' until an operator
-- releases the lead. spam_reason: honeypot (the hidden field was filled), too-fast (sent sooner
-- after the form appeared than a person can), over-budget (past the address's per-minute budget).
alter table public.contact_submissions
  add column spam_reason text check (spam_reason in ('honeypot', 'too-fast', 'over-budget')),
  add column released_at timestamptz;
alter table public.newsletter_subscribers
  add column spam_reason text check (spam_reason in ('honeypot', 'too-fast', 'over-budget')),
  add column released_at timestamptz;

create table public.lead_deliveries (
  -- Also the webhook's `webhook-id` and the email's Idempotency-Key: the same on every retry.
  id uuid primary key default gen_random_uuid(),
  lead_kind text not null check (lead_kind in ('contact', 'newsletter', 'chat')),
  lead_id uuid not null,
  channel text not null check (channel in ('webhook', 'email')),
  -- pending: never tried (or waiting for its channel to be configured); retrying: tried, failed, due
  -- again at next_attempt_at; delivered; dead: retries used up or the receiver answered 410;
  -- held: the lead is suspected spam and waits for an operator.
  state text not null default 'pending' check (state in ('pending', 'retrying', 'delivered', 'dead', 'held')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  -- A dispatcher that claimed the delivery owns it until then; another may take it after.
  lease_until timestamptz,
  last_status integer,
  last_error text check (char_length(last_error) <= 500),
  delivered_at timestamptz,
  created_at timestamptz not null default now(),
  unique (lead_kind, lead_id, channel)
);

create index lead_deliveries_due_idx on public.lead_deliveries (next_attempt_at) where state in ('pending', 'retrying');
create index lead_deliveries_lead_idx on public.lead_deliveries (lead_id);

-- One row per try: what was sent where and what came back. Never a secret: no header, no key.
create table public.lead_delivery_attempts (
  id bigserial primary key,
  delivery_id uuid not null references public.lead_deliveries (id) on delete cascade,
  channel text not null,
  attempted_at timestamptz not null default now(),
  http_status integer,
  latency_ms integer,
  -- The first 500 characters of the answer, or of the network error.
  response_excerpt text check (char_length(response_excerpt) <= 500)
);

create index lead_delivery_attempts_delivery_idx on public.lead_delivery_attempts (delivery_id, attempted_at);

-- One alert per incident (a dead delivery, or a lead still pending 10 minutes after it arrived),
-- sent on the other channel; the unique key makes a second dispatcher run find it already raised.
create table public.lead_alerts (
  id uuid primary key default gen_random_uuid(),
  incident text not null unique,
  delivery_id uuid references public.lead_deliveries (id) on delete cascade,
  channel text check (channel in ('webhook', 'email')),
  sent_at timestamptz,
  last_error text check (char_length(last_error) <= 500),
  created_at timestamptz not null default now()
);

-- How many leads one address may have notified within a minute before the next is held as spam: 10
-- (a booth's visitors on one trade-show Wi-Fi share an address; a script sends far more),
-- unless the storing transaction says otherwise (the functions set app.lead_notification_budget
-- from LEAD_NOTIFICATION_BUDGET, for a load test from one address).
create or replace function public.lead_notification_budget() returns integer
  language sql stable as $$
  select coalesce(nullif(current_setting('app.lead_notification_budget', true), '')::integer, 10)
$$;

-- Before insert: a lead past its address's per-minute notification budget is held as spam.
create or replace function public.hold_lead_over_budget() returns trigger
  language plpgsql as $$
declare
  recent integer;
begin
  if new.spam_reason is not null or new.client_address_hash is null then
    return new;
  end if;
  execute format(
    'select count(*) from %I.%I where client_address_hash = $1 and created_at > now() - interval ''1 minute'' and spam_reason is null',
    tg_table_schema, tg_table_name)
    into recent using new.client_address_hash;
  if recent >= public.lead_notification_budget() then
    new.spam_reason := 'over-budget';
  end if;
  return new;
end $$;

-- After insert, in the lead's own transaction: one delivery per channel.
create or replace function public.enqueue_lead_deliveries() returns trigger
  language plpgsql as $$
begin
  insert into public.lead_deliveries (lead_kind, lead_id, channel, state)
  select tg_argv[0], new.id, channel, case when new.spam_reason is null then 'pending' else 'held' end
  from unnest(array['webhook', 'email']) as channel
  on conflict (lead_kind, lead_id, channel) do nothing;
  return new;
end $$;

create trigger contact_submissions_over_budget before insert on public.contact_submissions
  for each row execute function public.hold_lead_over_budget();
create trigger newsletter_subscribers_over_budget before insert on public.newsletter_subscribers
  for each row execute function public.hold_lead_over_budget();
create trigger contact_submissions_deliveries after insert on public.contact_submissions
  for each row execute function public.enqueue_lead_deliveries('contact');
create trigger newsletter_subscribers_deliveries after insert on public.newsletter_subscribers
  for each row execute function public.enqueue_lead_deliveries('newsletter');

-- Nobody on the API reads or writes these: the dispatcher and the operator tool connect as the
-- owner (SUPABASE_DB_URL). The service role may read them for dashboards, never write.
alter table public.lead_deliveries enable row level security;
alter table public.lead_delivery_attempts enable row level security;
alter table public.lead_alerts enable row level security;
revoke all on table public.lead_deliveries, public.lead_delivery_attempts, public.lead_alerts
  from public, anon, authenticated, service_role;
revoke all on sequence public.lead_delivery_attempts_id_seq from public, anon, authenticated, service_role;
grant select on table public.lead_deliveries, public.lead_delivery_attempts, public.lead_alerts to service_role;
revoke execute on function public.hold_lead_over_budget(), public.enqueue_lead_deliveries(), public.lead_notification_budget()
  from public, anon, authenticated;
