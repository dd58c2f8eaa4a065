/** The lead soak's figures: the database's deliveries against what the sink received, and the time from stored to received. */

const CHANNELS = ['webhook', 'email'];
// A lead counts as stored while healthy when no fault overlaps its first this many ms.
const HEALTHY_SPAN_MS = 10_000;

/** The value at fraction `q` of the sorted list (nearest rank); undefined for an empty list. */
export function quantile(sorted, q) {
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

function storedWhileHealthy(storedAt, intervals) {
  return intervals.every(({ from, to }) => from > storedAt + HEALTHY_SPAN_MS || (to !== undefined && to < storedAt));
}

/**
 * `sent`: the leads sent (clientRecordId); `deliveries`: the run's lead_deliveries rows with their
 * lead's `client_record_id` and `stored_at` (ms); `requests`: the sink's record of every request;
 * `intervals`: the faults. Returns the figures per channel and the list of what failed.
 */
export function leadFigures({ sent, deliveries, requests, intervals }) {
  const sentIds = new Set(sent.map((lead) => lead.clientRecordId));
  const storedIds = new Set(deliveries.map((row) => row.client_record_id));
  const figures = { sent: sent.length, stored: [...sentIds].filter((id) => storedIds.has(id)).length, channels: {}, failures: [] };
  const fail = (text) => figures.failures.push(text);
  if (figures.stored !== figures.sent) fail(`${figures.sent - figures.stored} of ${figures.sent} leads not stored`);

  for (const channel of CHANNELS) {
    const rows = deliveries.filter((row) => row.channel === channel);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const received = requests.filter((record) => record.channel === channel);
    const accepted = received.filter((record) => record.accepted);
    const firstAt = new Map();
    for (const record of accepted) if (!firstAt.has(record.id)) firstAt.set(record.id, record.at);
    const states = {};
    for (const row of rows) states[row.state] = (states[row.state] ?? 0) + 1;
    const latencies = rows
      .filter((row) => firstAt.has(row.id) && storedWhileHealthy(row.stored_at, intervals))
      .map((row) => firstAt.get(row.id) - row.stored_at)
      .sort((a, b) => a - b);
    const figure = {
      deliveries: rows.length,
      states,
      requests: received.length,
      failedRequests: received.length - accepted.length,
      distinctIds: [...firstAt.keys()].filter((id) => byId.has(id)).length,
      otherIds: [...firstAt.keys()].filter((id) => !byId.has(id)).length,
      repeats: accepted.filter((record) => record.repeat).length,
      unverified: received.filter((record) => record.verified === false).length,
      healthyLeads: latencies.length,
      medianMs: quantile(latencies, 0.5),
      p95Ms: quantile(latencies, 0.95),
    };
    figures.channels[channel] = figure;
    if (rows.length !== figures.stored) fail(`${channel}: ${rows.length} deliveries for ${figures.stored} leads`);
    if ((states.delivered ?? 0) !== rows.length) fail(`${channel}: not all delivered: ${JSON.stringify(states)}`);
    if (figure.distinctIds !== figures.sent) fail(`${channel}: ${figure.distinctIds} distinct ids at the sink for ${figures.sent} leads`);
    if (figure.otherIds !== 0) fail(`${channel}: ${figure.otherIds} ids at the sink that are no lead's delivery (alerts, or an id changed on a retry)`);
    if (figure.unverified !== 0) fail(`${channel}: ${figure.unverified} requests whose ${channel === 'webhook' ? 'signature' : 'API key'} did not verify`);
    if (figure.healthyLeads === 0) fail(`${channel}: no lead stored while healthy to time`);
    else if (figure.medianMs >= 5_000 || figure.p95Ms >= 10_000) fail(`${channel}: stored to received median ${figure.medianMs} ms, p95 ${figure.p95Ms} ms (limits 5 s, 10 s)`);
  }
  return figures;
}

/** The figures as the soak prints them. */
export function formatLeadFigures(figures) {
  const seconds = (ms) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(2)} s`);
  return [
    `leads sent:          ${figures.sent} (stored ${figures.stored})`,
    ...CHANNELS.map((channel) => {
      const f = figures.channels[channel];
      return [
        `${channel.padEnd(8)} deliveries ${f.deliveries} ${JSON.stringify(f.states)}; sink: ${f.requests} requests (${f.failedRequests} failed on purpose or unanswered), ${f.distinctIds} distinct ids, ${f.repeats} repeats, ${f.otherIds} other ids, ${f.unverified} unverified`,
        `${' '.repeat(8)} stored -> received while healthy: median ${seconds(f.medianMs)}, p95 ${seconds(f.p95Ms)} over ${f.healthyLeads} leads`,
      ].join('\n');
    }),
  ].join('\n');
}
