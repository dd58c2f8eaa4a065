/** The lead_deliveries outbox in Postgres: claiming due deliveries under a lease, reading their leads, and recording each attempt's outcome. */
import type { Database } from './database.ts';
import type { LeadChannel } from './lead-channel-settings.ts';
import type { Lead } from './lead-messages.ts';
import type { TranscriptLine } from '@schema/submission.ts';

/** Most deliveries one run claims. */
export const CLAIM_LIMIT = 25;

/** How long a claim is owned; another dispatcher may take the delivery after it. */
export const LEASE_SECONDS = 60;

/**
 * A claimed delivery. `lease` is the lease_until it was claimed with, as text (microseconds, which
 * a JS Date would lose): only that claim may record its outcome.
 */
export interface ClaimedDelivery {
  id: string;
  leadKind: Lead['kind'];
  leadId: string;
  channel: LeadChannel;
  attempts: number;
  lease: string;
}

/** A delivery's next state after one attempt. */
export interface DeliveryOutcome {
  state: 'delivered' | 'retrying' | 'dead';
  status: number | null;
  latencyMs: number;
  excerpt: string;
  /** Milliseconds until the next attempt, when retrying. */
  delayMs?: number;
  error?: string;
}

/**
 * Claims up to CLAIM_LIMIT due deliveries of `channels` in one statement (its own transaction):
 * `for update skip locked` keeps two dispatchers from claiming the same one, the lease keeps a
 * claim from being taken again while it is being sent.
 */
export async function claimDueDeliveries(sql: Database, channels: LeadChannel[]): Promise<ClaimedDelivery[]> {
  if (channels.length === 0) return [];
  return await sql<ClaimedDelivery[]>`
    with due as (
      select id from public.lead_deliveries
      where state in ('pending', 'retrying') and next_attempt_at <= now()
        and (lease_until is null or lease_until < now())
        and channel in ${sql(channels)}
      order by next_attempt_at
      limit ${CLAIM_LIMIT}
      for update skip locked
    )
    update public.lead_deliveries d set lease_until = now() + make_interval(secs => ${LEASE_SECONDS})
    from due where d.id = due.id
    returning d.id, d.lead_kind as "leadKind", d.lead_id as "leadId", d.channel, d.attempts, d.lease_until::text as lease`;
}

/** Due deliveries left alone because their channel is off or misconfigured. */
export async function countWaiting(sql: Database, channels: LeadChannel[]): Promise<number> {
  if (channels.length === 0) return 0;
  const [{ count }] = await sql<{ count: number }[]>`
    select count(*)::int as count from public.lead_deliveries
    where state in ('pending', 'retrying') and next_attempt_at <= now() and channel in ${sql(channels)}`;
  return count;
}

type LeadRow = Record<string, unknown> & { id: string; client_record_id: string | null; created_at: Date; email: string };

function toLead(kind: Lead['kind'], row: LeadRow): Lead {
  const common = { id: row.id, clientRecordId: row.client_record_id, receivedAt: row.created_at, email: row.email };
  if (kind === 'newsletter') return { kind, ...common, firstName: String(row.first_name), lastName: String(row.last_name) };
  const optional = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    kind,
    ...common,
    name: String(row.name),
    company: optional(row.company),
    phone: optional(row.phone),
    service: optional(row.service),
    message: String(row.message),
    transcript: transcriptOf(row.transcript),
    originPage: optional(row.origin_page),
    chatSessionId: optional(row.chat_session_id),
  };
}

// The function stored only validated lines; anything else in the column (a hand-made row) is left out, not sent.
function transcriptOf(value: unknown): TranscriptLine[] | null {
  if (!Array.isArray(value)) return null;
  const lines = value.filter(
    (line): line is TranscriptLine =>
      typeof line === 'object' && line !== null && (line.from === 'visitor' || line.from === 'assistant') && typeof line.text === 'string' && typeof line.at === 'string',
  );
  return lines.length === 0 ? null : lines.map(({ from, text, at }) => ({ from, text, at }));
}

/** The leads of `deliveries`, by lead id; a lead erased since has none. */
export async function loadLeads(sql: Database, deliveries: Array<{ leadKind: Lead['kind']; leadId: string }>): Promise<Map<string, Lead>> {
  const leads = new Map<string, Lead>();
  // A chat handed to the team is stored as a contact submission.
  const contactKinds = deliveries.filter((delivery) => delivery.leadKind !== 'newsletter');
  const newsletterIds = deliveries.filter((delivery) => delivery.leadKind === 'newsletter').map((delivery) => delivery.leadId);
  if (contactKinds.length > 0) {
    const kindOf = new Map(contactKinds.map((delivery) => [delivery.leadId, delivery.leadKind]));
    const rows = await sql<LeadRow[]>`select * from public.contact_submissions where id in ${sql([...kindOf.keys()])}`;
    for (const row of rows) leads.set(row.id, toLead(kindOf.get(row.id)!, row));
  }
  if (newsletterIds.length > 0) {
    const rows = await sql<LeadRow[]>`select * from public.newsletter_subscribers where id in ${sql([...new Set(newsletterIds)])}`;
    for (const row of rows) leads.set(row.id, toLead('newsletter', row));
  }
  return leads;
}

/**
 * Logs the attempt and sets the delivery's next state in one statement. The state changes only
 * while this claim's lease is the delivery's; the attempt is logged either way (it happened).
 * Resolves false when the lease had been lost.
 */
export async function recordAttempt(sql: Database, delivery: ClaimedDelivery, outcome: DeliveryOutcome): Promise<boolean> {
  const error = outcome.state === 'delivered' ? null : (outcome.error ?? outcome.excerpt).slice(0, 500) || null;
  const rows = await sql`
    with attempt as (
      insert into public.lead_delivery_attempts (delivery_id, channel, http_status, latency_ms, response_excerpt)
      values (${delivery.id}, ${delivery.channel}, ${outcome.status}, ${outcome.latencyMs}, ${outcome.excerpt.slice(0, 500)})
    )
    update public.lead_deliveries set
      state = ${outcome.state},
      attempts = attempts + 1,
      next_attempt_at = case when ${outcome.state} = 'retrying' then now() + make_interval(secs => ${(outcome.delayMs ?? 0) / 1000}) else next_attempt_at end,
      last_status = ${outcome.status},
      last_error = ${error},
      delivered_at = case when ${outcome.state} = 'delivered' then now() end,
      lease_until = null
    where id = ${delivery.id} and lease_until::text = ${delivery.lease}
    returning id`;
  return rows.length === 1;
}

/** Gives back a claim that was not sent (no time left in the lease), so the next run takes it at once. */
export async function releaseClaim(sql: Database, delivery: ClaimedDelivery): Promise<void> {
  await sql`update public.lead_deliveries set lease_until = null where id = ${delivery.id} and lease_until::text = ${delivery.lease}`;
}

/** Removes the deliveries of a lead that no longer exists (erased): there is nothing left to tell. */
export async function dropOrphan(sql: Database, delivery: ClaimedDelivery): Promise<void> {
  await sql`delete from public.lead_deliveries where id = ${delivery.id} and lease_until::text = ${delivery.lease}`;
}
