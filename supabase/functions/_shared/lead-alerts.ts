/** Alerts about lead deliveries that need a person: one per incident (a dead delivery, or one still undelivered 10 minutes after its lead arrived), sent on the other channel. */
import type { Database } from './database.ts';
import { type LeadChannel, type LeadChannelSettings } from './lead-channel-settings.ts';
import { sendEmail, sendWebhook } from './lead-channel-send.ts';
import { loadLeads } from './lead-deliveries.ts';
import { alertEmail, alertEvent, type Incident, type Lead } from './lead-messages.ts';

/** A lead undelivered this long after it arrived (or was released) is an incident. */
export const STALE_MINUTES = 10;

// Most new incidents one run raises; the rest wait for the next run.
const ALERT_LIMIT = 25;

const OTHER: Record<LeadChannel, LeadChannel> = { webhook: 'email', email: 'webhook' };

interface IncidentRow extends Incident {
  deliveryId: string;
  leadKind: Lead['kind'];
}

/**
 * Incidents of deliveries whose other channel is ready to carry the alert: dead deliveries, and
 * pending or retrying ones of a channel that is not off, 10 minutes after their lead arrived.
 */
async function newIncidents(sql: Database, alertable: LeadChannel[], watched: LeadChannel[]): Promise<IncidentRow[]> {
  if (alertable.length === 0) return [];
  const watchedOrNone = watched.length === 0 ? [''] : watched;
  return await sql<IncidentRow[]>`
    select i.incident, d.id as "deliveryId", d.lead_id as "leadId", d.lead_kind as "leadKind", d.channel, d.state, d.last_error as "lastError"
    from public.lead_deliveries d
    left join public.contact_submissions c on d.lead_kind <> 'newsletter' and c.id = d.lead_id
    left join public.newsletter_subscribers n on d.lead_kind = 'newsletter' and n.id = d.lead_id
    cross join lateral (select (case when d.state = 'dead' then 'dead:' else 'stale:' end) || d.id as incident) i
    where d.channel in ${sql(alertable)}
      and (d.state = 'dead'
        or (d.state in ('pending', 'retrying') and d.channel in ${sql(watchedOrNone)}
          and coalesce(c.released_at, n.released_at, d.created_at) < now() - make_interval(mins => ${STALE_MINUTES})))
      and not exists (select 1 from public.lead_alerts a where a.incident = i.incident)
    order by d.created_at
    limit ${ALERT_LIMIT}`;
}

/**
 * Raises and sends the alerts of new incidents; resolves with how many were sent. The insert of
 * the incident's unique row decides which dispatcher sends it, so each is sent once; one that
 * fails to send keeps its error and is not sent again.
 */
export async function raiseAlerts(sql: Database, settings: LeadChannelSettings): Promise<number> {
  const ready = (channel: LeadChannel) => settings[channel].status === 'ready';
  const alertable = (['webhook', 'email'] as const).filter((channel) => ready(OTHER[channel]));
  // An off channel was switched off on purpose: its waiting deliveries are not late.
  const watched = (['webhook', 'email'] as const).filter((channel) => settings[channel].status !== 'off');
  const incidents = await newIncidents(sql, alertable, watched);
  if (incidents.length === 0) return 0;
  const leads = await loadLeads(sql, incidents);
  let sent = 0;
  for (const incident of incidents) {
    const alertChannel = OTHER[incident.channel as LeadChannel];
    const [raised] = await sql<{ id: string }[]>`
      insert into public.lead_alerts (incident, delivery_id, channel) values (${incident.incident}, ${incident.deliveryId}, ${alertChannel})
      on conflict (incident) do nothing returning id`;
    if (raised === undefined) continue;
    const details: Incident = { incident: incident.incident, leadId: incident.leadId, channel: incident.channel, state: incident.state, lastError: incident.lastError };
    const webhook = settings.webhook;
    const email = settings.email;
    const outcome =
      alertChannel === 'webhook' && webhook.status === 'ready'
        ? await sendWebhook(webhook.settings, raised.id, alertEvent(details, new Date()))
        : email.status === 'ready'
          ? await sendEmail(email.settings, raised.id, alertEmail(details, leads.get(incident.leadId)))
          : undefined;
    const ok = outcome?.status !== undefined && outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
    if (ok) sent += 1;
    else console.error(`lead-dispatcher: alert ${incident.incident} not sent on ${alertChannel}: ${outcome?.status ?? 'no answer'} ${outcome?.excerpt ?? ''}`);
    const error = ok ? null : `${outcome?.status ?? 'no answer'} ${outcome?.excerpt ?? ''}`.slice(0, 500);
    await sql`update public.lead_alerts set sent_at = case when ${ok} then now() end, last_error = ${error} where id = ${raised.id}`;
  }
  return sent;
}
