/**
 * The lead soak: leads of both kinds sent straight to the local backend's functions over HTTP at a
 * steady rate while the sink and the backend fail (lead-faults.mjs, unless `healthy`), then a wait
 * until every delivery is settled, then the database counted against the sink (lead-figures.mjs).
 */
import postgres from 'postgres';
import { backendFaults } from './faults.mjs';
import { leadFaultPlan } from './lead-faults.mjs';
import { leadFigures } from './lead-figures.mjs';
import { leadOf, sendLead } from './lead-sender.mjs';
import { seeded } from './seeded-random.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const SENDERS = 4;

/** The run's deliveries, with their lead's client record id and when it was stored (ms). */
async function runDeliveries(sql, run) {
  const like = `lead.${run}.%`;
  const rows = await sql`
    select d.id, d.channel, d.state, d.attempts, l.client_record_id, l.created_at as stored_at
    from public.lead_deliveries d
    join (
      select id, 'contact' as kind, client_record_id, created_at from public.contact_submissions where email like ${like}
      union all select id, 'newsletter', client_record_id, created_at from public.newsletter_subscribers where email like ${like}
    ) l on l.id = d.lead_id and l.kind = d.lead_kind`;
  return rows.map((row) => ({ ...row, stored_at: new Date(row.stored_at).getTime() }));
}

/** How many deliveries the run has, and how many of them are still pending or retrying. */
async function unsettled(sql, run) {
  const rows = await runDeliveries(sql, run);
  const open = rows.filter((row) => row.state === 'pending' || row.state === 'retrying');
  return { total: rows.length, open: open.length };
}

/**
 * Runs the soak against `backend` (startLocalBackend's) and `sink` (startLeadSink's, wired as the
 * functions' channels): `n` leads at `rate` a second; waits for the deliveries at most `drainMs`
 * after the sending and the faults are over. Resolves with the figures, the events and the run.
 */
export async function runLeadSoak({ backend, sink, n = 1000, rate = 8, healthy = false, seed = Date.now() % 1_000_000, drainMs = 8 * 60_000, log = console.log }) {
  const random = seeded(seed);
  const run = Math.floor(random() * 36 ** 6).toString(36);
  const started = Date.now();
  const events = [];
  const note = (text) => {
    const line = `${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${text}`;
    events.push(line);
    log(line);
  };
  const faults = backendFaults({ backendUrl: backend.url });
  const plan = healthy ? undefined : leadFaultPlan({ sink, faults, random, note });
  const sql = postgres(backend.dbUrl, { max: 1, idle_timeout: 1, connect_timeout: 2, backoff: () => 0, onnotice: () => {} });
  const failures = [];
  try {
    await faults.waitHealthy();
    note(`run ${run}: ${n} leads at ${rate}/s from ${SENDERS} senders, ${healthy ? 'no faults' : 'with faults'} (seed ${seed})`);
    const leads = Array.from({ length: n }, (_, index) => leadOf(run, index));
    let taken = 0;
    let stored = 0;
    const sender = async () => {
      for (;;) {
        const index = taken++;
        if (index >= n) return;
        // A steady rate: lead i leaves no sooner than i / rate seconds after the start.
        await sleep(Math.max(0, started + (index * 1000) / rate - Date.now()));
        await sendLead(backend.url, backend.anonKey, leads[index]).catch((error) => failures.push(error.message));
        stored += 1;
        await plan?.progress(stored / n);
      }
    };
    await Promise.all(Array.from({ length: SENDERS }, sender));
    note(`all ${n} leads stored`);
    await plan?.settled();
    if (plan) note('faults over: the sink and the backend are healthy from here on');

    const drainStart = Date.now();
    let lastSaid = 0;
    for (;;) {
      const { total, open } = await unsettled(sql, run).catch(() => ({ total: -1, open: -1 }));
      if (total === 2 * n && open === 0) {
        note('every delivery settled');
        break;
      }
      if (Date.now() - drainStart > drainMs) {
        failures.push(`after ${drainMs / 1000} s of waiting ${open} deliveries are still pending or retrying`);
        break;
      }
      if (Date.now() - lastSaid > 30_000) {
        lastSaid = Date.now();
        note(`waiting: ${total - open} of ${2 * n} deliveries settled, ${open} pending or retrying`);
      }
      await sleep(1_000);
    }
    // A repeat after a kill arrives when its lease runs out: give late ones a moment before counting.
    await sleep(2_000);
    const figures = leadFigures({ sent: leads, deliveries: await runDeliveries(sql, run), requests: sink.requests, intervals: plan?.intervals ?? [] });
    if (healthy) for (const [channel, figure] of Object.entries(figures.channels)) if (figure.repeats !== 0) failures.push(`${channel}: ${figure.repeats} repeats in a healthy run`);
    const [{ count: unsettledAnywhere }] = await sql`select count(*)::int as count from public.lead_deliveries where state in ('pending', 'retrying', 'dead', 'held')`;
    if (unsettledAnywhere !== 0) failures.push(`${unsettledAnywhere} deliveries in the database are pending, retrying, dead or held`);
    return { run, seed, healthy, seconds: (Date.now() - started) / 1000, figures, events, failures: [...failures, ...figures.failures] };
  } finally {
    sink.fault = undefined;
    await sink.setDown(false).catch(() => undefined);
    await sql.end({ timeout: 1 }).catch(() => undefined);
  }
}
