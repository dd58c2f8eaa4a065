/** `show ID`: one lead's fields, each channel's delivery and every attempt. */
import { findLead } from './database.mjs';
import { indent, oneLine, table, transcriptLines, utc } from './format.mjs';
import { spamLabel } from './list.mjs';

const CONTACT_FIELDS = ['name', 'email', 'company', 'phone', 'service', 'message'];
const FIELDS = {
  contact: CONTACT_FIELDS,
  chat: [...CONTACT_FIELDS, 'origin_page', 'chat_session_id'],
  newsletter: ['first_name', 'last_name', 'email'],
};

/** Prints the lead `id` names; exit code 1 when there is none. */
export async function show(sql, id) {
  const lead = await findLead(sql, id);
  if (!lead) {
    console.error(`leads: no lead, delivery or client record has id ${id}.`);
    return 1;
  }
  console.log(`${lead.kind} lead ${lead.id}`);
  const fields = [
    ['received', utc(lead.created_at)],
    ['client record', lead.client_record_id],
    ...FIELDS[lead.kind].map((field) => [field.replaceAll('_', ' '), lead[field]]),
    ['spam', spamLabel(lead) ? `${spamLabel(lead)}${lead.released_at ? ` at ${utc(lead.released_at)}` : ', deliveries held'}` : 'no'],
  ];
  const width = Math.max(...fields.map(([label]) => label.length));
  // Multi-line text (the message) keeps its lines, indented under its label, each made printable.
  for (const [label, value] of fields) {
    const lines = value === null || value === undefined ? ['-'] : String(value).split('\n').map((line) => oneLine(line));
    console.log(`  ${`${label}:`.padEnd(width + 2)}${lines.join(`\n  ${' '.repeat(width + 2)}`)}`);
  }

  const conversation = transcriptLines(lead.transcript);
  if (conversation.length > 0) {
    console.log(`\nConversation (${conversation.length} lines, oldest first):`);
    // Each line made printable; a line's further lines indented under it.
    for (const line of conversation) console.log(`  ${line.split('\n').map((part) => (part.trim() === '' ? '' : oneLine(part))).join('\n    ')}`);
  }

  console.log('\nDeliveries:');
  const deliveries = ['webhook', 'email'].filter((channel) => lead.channels[channel]).map((channel) => [channel, lead.channels[channel]]);
  if (deliveries.length === 0) console.log('  none');
  for (const [channel, d] of deliveries) {
    const detail = {
      delivered: `at ${utc(d.deliveredAt)}`,
      retrying: `next attempt at ${utc(d.nextAttemptAt)}`,
      pending: `due at ${utc(d.nextAttemptAt)}`,
      dead: 'no more retries',
      held: 'until released',
    }[d.state];
    const last = d.attempts > 0 ? `; last answer ${d.lastStatus ?? 'none'}${d.lastError ? `: ${oneLine(d.lastError, 120)}` : ''}` : '';
    console.log(`  ${channel}: ${d.state} (${detail}), ${d.attempts} attempt(s)${last}  [delivery ${d.id}]`);
  }

  const ids = deliveries.map(([, d]) => d.id);
  const attempts = ids.length ? await sql`
    select channel, attempted_at, http_status, latency_ms, response_excerpt
    from public.lead_delivery_attempts where delivery_id = any(${ids}::uuid[]) order by attempted_at, id` : [];
  console.log('\nAttempts:');
  console.log(attempts.length === 0 ? '  none' : indent(table(
    ['time', 'channel', 'status', 'latency', 'answer'],
    attempts.map((a) => [utc(a.attempted_at), a.channel, a.http_status ?? 'no answer',
      a.latency_ms === null ? '-' : `${a.latency_ms} ms`, oneLine(a.response_excerpt, 100)]),
  )));

  const alerts = ids.length ? await sql`
    select incident, channel, sent_at, last_error from public.lead_alerts where delivery_id = any(${ids}::uuid[]) order by created_at` : [];
  if (alerts.length) {
    console.log('\nAlerts:');
    for (const a of alerts) console.log(`  ${a.incident} on ${a.channel ?? '-'}: ${a.sent_at ? `sent ${utc(a.sent_at)}` : `not sent${a.last_error ? ` (${oneLine(a.last_error, 100)})` : ''}`}`);
  }
  return 0;
}
