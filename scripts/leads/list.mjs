/** `list [--since DATE] [--spam] [--limit N]`: leads, newest first, with each channel's state. */
import { channelsOf, leads } from './database.mjs';
import { oneLine, table, utc } from './format.mjs';

/** The leads (with `channels`) received since `since` (a Date or null), only suspected spam when `spamOnly`, newest first. */
export function selectLeads(sql, { since = null, spamOnly = false, limit = null } = {}) {
  return sql`
    select l.*, coalesce(c.channels, '{}'::jsonb) as channels
    from ${leads(sql)} l ${channelsOf(sql)}
    where true
      ${since ? sql`and l.created_at >= ${since}` : sql``}
      ${spamOnly ? sql`and l.spam_reason is not null` : sql``}
    order by l.created_at desc, l.id
    ${limit ? sql`limit ${limit}` : sql``}`;
}

/** A channel's state as listed: its state, with the attempt count once tried. */
export function channelState(channels, channel) {
  const delivery = channels[channel];
  if (!delivery) return 'none';
  return delivery.attempts > 0 && delivery.state !== 'delivered' ? `${delivery.state} (${delivery.attempts})` : delivery.state;
}

/** Spam reason as listed: the reason, and "released" once an operator let it through. */
export const spamLabel = (lead) => (lead.spam_reason ? `${lead.spam_reason}${lead.released_at ? ' (released)' : ''}` : '');

/** Prints the list; exit code 0. */
export async function list(sql, { since, spamOnly, limit }) {
  const rows = await selectLeads(sql, { since, spamOnly, limit: limit + 1 });
  const shown = rows.slice(0, limit);
  if (shown.length === 0) {
    console.log(`No ${spamOnly ? 'suspected spam' : 'leads'}${since ? ` since ${utc(since)}` : ''}.`);
    return 0;
  }
  console.log(table(
    ['when', 'kind', 'name', 'email', 'webhook', 'email', 'spam', 'id'],
    shown.map((lead) => [utc(lead.created_at), lead.kind, oneLine(lead.name, 40), oneLine(lead.email, 60),
      channelState(lead.channels, 'webhook'), channelState(lead.channels, 'email'), spamLabel(lead), lead.id]),
  ));
  if (rows.length > limit) console.log(`(the ${limit} newest shown; --limit N or --since DATE for others)`);
  return 0;
}
