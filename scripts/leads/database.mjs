/** The tool's connection (SUPABASE_DB_URL, as the owner) and the queries several commands share. */
import postgres from 'postgres';

/** A usage or setup error: printed as one line, exit status 2. */
export class UsageError extends Error {}

/** A connection to SUPABASE_DB_URL; a UsageError when the variable is unset. */
export function connect(env = process.env) {
  if (!env.SUPABASE_DB_URL) throw new UsageError('SUPABASE_DB_URL is not set: set it to the project\'s Postgres connection string (npm run backend prints the local one).');
  // prepare: false, so a hosted project's transaction pooler (port 6543) works as a direct connection does.
  return postgres(env.SUPABASE_DB_URL, { max: 1, prepare: false, connect_timeout: 10, onnotice: () => {} });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `value` when it is a UUID; a UsageError otherwise. */
export function uuidArgument(value, what = 'ID') {
  if (!value || !UUID.test(value)) throw new UsageError(`${what} must be a UUID (a lead id, a delivery id or a client record id), got ${JSON.stringify(value ?? '')}.`);
  return value.toLowerCase();
}

/** `value` as a Date (ISO date or date-time; a bare date is midnight UTC); a UsageError otherwise. */
export function dateArgument(value, option) {
  const date = new Date(value ?? '');
  if (!value || Number.isNaN(date.getTime())) throw new UsageError(`${option} needs a date such as 2026-11-20 or 2026-11-20T09:00:00Z, got ${JSON.stringify(value ?? '')}.`);
  return date;
}

/** Every lead, contact (from the form or the chat) and newsletter alike, as one relation (for `from ${leads(sql)} l`). */
export function leads(sql) {
  // A contact sent from the chat is the lead kind 'chat', as its deliveries are (docs/lead-routing.md).
  return sql`(
    select case when origin_via = 'chat' then 'chat' else 'contact' end as kind, id, client_record_id, created_at, name, email,
      company, phone, service, message, null::text as first_name, null::text as last_name, spam_reason, released_at,
      origin_page, chat_session_id, transcript
    from public.contact_submissions
    union all
    select 'newsletter', id, client_record_id, created_at, first_name || ' ' || last_name, email, null, null, null, null,
      first_name, last_name, spam_reason, released_at, null, null, null
    from public.newsletter_subscribers
  )`;
}

/** A lateral column `channels`: {webhook: {state, attempts, ...}, email: {...}} of lead `l`. */
export function channelsOf(sql) {
  return sql`left join lateral (
    select jsonb_object_agg(d.channel, jsonb_build_object(
      'id', d.id, 'state', d.state, 'attempts', d.attempts, 'nextAttemptAt', d.next_attempt_at,
      'lastStatus', d.last_status, 'lastError', d.last_error, 'deliveredAt', d.delivered_at)) as channels
    from public.lead_deliveries d where d.lead_id = l.id
  ) c on true`;
}

/** The lead an id names (its own id, its client record id, or one of its deliveries' ids), with its channels; null when none. */
export async function findLead(sql, id) {
  const [lead] = await sql`
    select l.*, coalesce(c.channels, '{}'::jsonb) as channels
    from ${leads(sql)} l ${channelsOf(sql)}
    where l.id = ${id} or l.client_record_id = ${id}
      or l.id = (select lead_id from public.lead_deliveries where id = ${id})
    limit 1`;
  return lead ?? null;
}

/** The table a lead of `kind` is stored in. */
export const leadTable = (kind) => (kind === 'newsletter' ? 'newsletter_subscribers' : 'contact_submissions');
