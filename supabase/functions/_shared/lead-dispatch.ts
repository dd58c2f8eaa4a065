/** One run of the lead dispatcher: claim due deliveries, send each on its channel, record what happened, raise alerts. */
import type { Database } from './database.ts';
import { nextState } from './delivery-outcome.ts';
import { raiseAlerts } from './lead-alerts.ts';
import { LEAD_CHANNELS, type LeadChannel, type LeadChannelSettings } from './lead-channel-settings.ts';
import { sendEmail, sendWebhook, SEND_TIMEOUT_MS, type SendOutcome } from './lead-channel-send.ts';
import {
  CLAIM_LIMIT,
  claimDueDeliveries,
  type ClaimedDelivery,
  countWaiting,
  dropOrphan,
  LEASE_SECONDS,
  loadLeads,
  recordAttempt,
  releaseClaim,
} from './lead-deliveries.ts';
import { leadEmail, leadEvent, type Lead } from './lead-messages.ts';

/** What a run did, as the dispatcher answers it; `problems` names each misconfigured channel's settings. */
export interface DispatchReport {
  claimed: number;
  delivered: number;
  retrying: number;
  dead: number;
  skipped: number;
  alerts: number;
  channels: Record<LeadChannel, 'ready' | 'off' | 'misconfigured'>;
  problems: Partial<Record<LeadChannel, string[]>>;
}

// Sends at once per run: 25 claims in waves of 5 take at most 50 s at 10 s each, inside the 60 s lease.
const CONCURRENCY = 5;
// A send is started only while the lease has room for it to finish, with a margin for recording it.
const LAST_START_MS = LEASE_SECONDS * 1000 - SEND_TIMEOUT_MS - 5_000;
// Full batches are claimed again until then; the next batch starts within it (a run ends well within a minute or two).
const RUN_BUDGET_MS = 30_000;

function sendLead(settings: LeadChannelSettings, delivery: ClaimedDelivery, lead: Lead): Promise<SendOutcome> {
  const { webhook, email } = settings;
  if (delivery.channel === 'webhook' && webhook.status === 'ready') return sendWebhook(webhook.settings, delivery.id, leadEvent(lead, new Date()));
  if (delivery.channel === 'email' && email.status === 'ready') return sendEmail(email.settings, delivery.id, leadEmail(lead));
  throw new Error(`claimed a delivery of channel ${delivery.channel}, which is not ready`);
}

/** Runs `work` on every item, `limit` at a time. */
async function eachWithLimit<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** One dispatcher run with the channels' `settings`; logs each misconfigured channel's problems once. */
export async function dispatchLeads(sql: Database, settings: LeadChannelSettings): Promise<DispatchReport> {
  const report: DispatchReport = {
    claimed: 0,
    delivered: 0,
    retrying: 0,
    dead: 0,
    skipped: 0,
    alerts: 0,
    channels: { webhook: settings.webhook.status, email: settings.email.status },
    problems: {},
  };
  for (const channel of LEAD_CHANNELS) {
    const channelSettings = settings[channel];
    if (channelSettings.status !== 'misconfigured') continue;
    report.problems[channel] = channelSettings.problems;
    console.error(`lead-dispatcher: the ${channel} channel is misconfigured, its deliveries wait: ${channelSettings.problems.join('; ')}`);
  }
  const ready = LEAD_CHANNELS.filter((channel) => settings[channel].status === 'ready');
  const waiting = LEAD_CHANNELS.filter((channel) => settings[channel].status !== 'ready');

  report.skipped = await countWaiting(sql, waiting);
  const runStartedAt = Date.now();
  // A full batch means more may be due (a backlog after an outage, or a burst): the run claims again
  // rather than leaving the rest to the next minute's run, within its own time budget.
  for (let full = true; full && Date.now() - runStartedAt < RUN_BUDGET_MS; ) {
    const claimedAt = Date.now();
    const claimed = await claimDueDeliveries(sql, ready);
    full = claimed.length === CLAIM_LIMIT;
    report.claimed += claimed.length;
    const leads = await loadLeads(sql, claimed);

    await eachWithLimit(claimed, CONCURRENCY, async (delivery) => {
      const lead = leads.get(delivery.leadId);
      if (lead === undefined) return void (await dropOrphan(sql, delivery));
      if (Date.now() - claimedAt > LAST_START_MS) return void (await releaseClaim(sql, delivery));
      const outcome = nextState(delivery.attempts + 1, await sendLead(settings, delivery, lead), Math.random());
      if (!(await recordAttempt(sql, delivery, outcome))) {
        console.error(`lead-dispatcher: delivery ${delivery.id} outlived its lease; its attempt is logged, its state left to the new claim`);
        return;
      }
      report[outcome.state] += 1;
    });
  }

  report.alerts = await raiseAlerts(sql, settings);
  return report;
}
