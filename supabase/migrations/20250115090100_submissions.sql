-- What visitors send: contact submissions, newsletter subscribers and chat turns. Only the
-- edge functions write these tables (as the table owner, through SUPABASE_DB_URL); the API
-- roles can neither read nor write them. client_record_id is the id the visitor's outbox gives
-- a record, so a replayed delivery is recognised; client_address_hash is a salted SHA-256 of
-- the sender's address, used for rate limiting (the raw address is never stored).
create table public.contact_submissions (
  id uuid primary key default gen_random_uuid(),
  client_record_id uuid unique,
  name text not null check (char_length(name) between 1 and 200),
  email text not null check (char_length(email) between 3 and 254),
  company text check (char_length(company) between 1 and 200),
  phone text check (char_length(phone) between 1 and 40),
  service text check (service in (
    'comprehensive-audit', 'aeo-geo-strategy', 'ai-content-creation', 'technical-seo',
    'marketing-automation', 'analytics-reporting', 'full-transformation'
  )),
  message text not null check (char_length(message) between 1 and 5000),
  client_address_hash text,
  created_at timestamptz not null default now()
);

create index contact_submissions_rate_idx on public.contact_submissions (client_address_hash, created_at);

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  client_record_id uuid unique,
  first_name text not null check (char_length(first_name) between 1 and 100),
  last_name text not null check (char_length(last_name) between 1 and 100),
  email text not null check (char_length(email) between 3 and 254),
  opted_in boolean not null check (opted_in),
  client_address_hash text,
  created_at timestamptz not null default now()
);

create unique index newsletter_subscribers_email_key on public.newsletter_subscribers (lower(email));
create index newsletter_subscribers_rate_idx on public.newsletter_subscribers (client_address_hash, created_at);

-- One row per chat turn. provider is null while a turn has no answer (AI unavailable: the
-- site answered it locally); 'fallback' turns were answered by the site and recorded later.
create table public.chat_messages (
  id uuid primary key default gen_random_uuid(),
  client_record_id uuid unique,
  session_id text not null check (char_length(session_id) between 1 and 128),
  user_message text not null check (char_length(user_message) between 1 and 2000),
  ai_response text check (char_length(ai_response) <= 10000),
  provider text check (provider in ('gemini', 'fallback')),
  confidence real check (confidence between 0 and 1),
  client_address_hash text,
  created_at timestamptz not null default now()
);

create index chat_messages_session_idx on public.chat_messages (session_id, created_at);
create index chat_messages_rate_idx on public.chat_messages (client_address_hash, created_at);

alter table public.contact_submissions enable row level security;
alter table public.newsletter_subscribers enable row level security;
alter table public.chat_messages enable row level security;

-- No policies for anon or authenticated: with RLS on and every grant revoked they see nothing.
-- The service role may read and delete (exports, erasure requests) but not forge submissions.
revoke all on table public.contact_submissions, public.newsletter_subscribers, public.chat_messages
  from public, anon, authenticated, service_role;
grant select, delete on table public.contact_submissions, public.newsletter_subscribers, public.chat_messages
  to service_role;
