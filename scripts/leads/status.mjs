/** `status`: deliveries per channel and state, the oldest waiting, dead ones, held spam, channel settings; exit 1 when unhealthy. */
import { channelSettings } from './channels.mjs';
import { leads } from './database.mjs';
import { age, indent, oneLine, table, utc } from './format.mjs';

const STATES = ['pending', 'retrying', 'delivered', 'dead', 'held'];
const CHANNELS = ['webhook', 'email'];

/** Prints the status; resolves with the exit code (1 when a delivery is dead or waiting over 10 minutes since its lead arrived). */
export async function status(sql, env = process.env) {
  const counts = await sql`select channel, state, count(*)::int as count from public.lead_deliveries group by channel, state`;
  const countOf = (channel, state) => counts.find((row) => row.channel === channel && row.state === state)?.count ?? 0;
  const [{ now }] = await sql`select now()`;
  const waiting = await sql`
    select id, channel, state, lead_kind, lead_id, arrived, arrived < now() - interval '10 minutes' as overdue
    from (
      -- A released lead could be sent only from its release on: its wait counts from then.
      select d.*, coalesce(greatest(l.created_at, l.released_at), d.created_at) as arrived
      from public.lead_deliveries d left join ${leads(sql)} l on l.id = d.lead_id
      where d.state in ('pending', 'retrying')
    ) waiting
    order by arrived, id`;
  const dead = await sql`
    select id, channel, lead_kind, lead_id, attempts, last_status, last_error
    from public.lead_deliveries where state = 'dead' order by created_at, id`;
  const lastAttempts = await sql`
    select distinct on (channel) channel, attempted_at, http_status
    from public.lead_delivery_attempts order by channel, attempted_at desc`;
  const spam = await sql`
    select spam_reason, count(*)::int as count from ${leads(sql)} l
    where spam_reason is not null and released_at is null group by spam_reason order by spam_reason`;

  console.log('Deliveries per channel and state:');
  console.log(indent(table(['channel', ...STATES], CHANNELS.map((channel) => [channel, ...STATES.map((state) => countOf(channel, state))]))));
  console.log('');
  const settings = channelSettings(env);
  // As the dispatcher does, a channel switched off (none of its settings) is not late. Only when
  // this shell holds some channel's settings can it tell an off channel from settings it lacks.
  const off = settings.some((channel) => !channel.off) ? settings.filter((channel) => channel.off).map((channel) => channel.channel) : [];
  const overdue = waiting.filter((row) => row.overdue && !off.includes(row.channel));
  const overdueOff = waiting.filter((row) => row.overdue && off.includes(row.channel));
  const oldest = waiting[0];
  console.log(oldest
    ? `Oldest waiting: ${oldest.channel} delivery ${oldest.id} (${oldest.state}) of ${oldest.lead_kind} lead ${oldest.lead_id}, arrived ${age(oldest.arrived, now)} ago (${utc(oldest.arrived)})`
    : 'Oldest waiting: none (nothing pending or retrying)');
  console.log(`Waiting more than 10 minutes since the lead arrived: ${overdue.length}${overdueOff.length ? ` (and ${overdueOff.length} of ${off.join(' and ')}, off, not counted)` : ''}`);
  console.log(`Dead: ${dead.length}`);
  for (const row of dead) {
    console.log(`  ${row.id}  ${row.channel}  ${row.lead_kind} ${row.lead_id}  ${row.attempts} attempt(s), last ${row.last_status ?? 'no answer'}: ${oneLine(row.last_error, 120)}`);
  }
  const held = spam.reduce((sum, row) => sum + row.count, 0);
  console.log(`Suspected spam held: ${held} lead(s)${held ? ` (${spam.map((row) => `${row.spam_reason} ${row.count}`).join(', ')}); \`release ID\` sends one` : ''}`);
  console.log('');
  console.log("Channels (this shell's settings; the functions read their own environment, so set the same here):");
  for (const channel of settings) {
    // The attempt log shows what the dispatcher actually did, whatever this shell's settings say.
    const last = lastAttempts.find((row) => row.channel === channel.channel);
    const tried = last ? `last attempt ${age(last.attempted_at, now)} ago (${last.http_status ?? 'no answer'})` : 'never attempted';
    console.log(`  ${channel.channel}: ${channel.summary}; ${tried}`);
  }
  console.log('');

  const problems = [dead.length && `${dead.length} dead`, overdue.length && `${overdue.length} waiting more than 10 minutes`].filter(Boolean);
  console.log(problems.length ? `Health: PROBLEM (${problems.join(', ')})` : 'Health: OK');
  return problems.length ? 1 : 0;
}
