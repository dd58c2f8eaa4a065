/** `erase EMAIL`: every stored row of one person, and what routing their leads left behind, in one transaction. */
import { UsageError } from './database.mjs';

// A chat turn stores no email. It can be tied to a person only through a contact submission that
// names its chat session, in a column of one of these names if the schema has one.
const SESSION_COLUMNS = ['chat_session_id', 'session_id'];

/** `value` trimmed when it looks like an email address; a UsageError otherwise. */
export function emailArgument(value) {
  const address = (value ?? '').trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(address)) throw new UsageError(`erase needs the person's email address, got ${JSON.stringify(value ?? '')}.`);
  return address;
}

/** Deletes the rows of `address` (matched case-insensitively) and prints the count per table; exit code 0. */
export async function erase(sql, address) {
  const removed = await sql.begin(async (tx) => {
    const [link] = await tx`
      select column_name from information_schema.columns
      where table_schema = 'public' and table_name = 'contact_submissions' and column_name = any(${SESSION_COLUMNS})
      order by array_position(${SESSION_COLUMNS}::text[], column_name::text) limit 1`;
    const contacts = await tx`select id from public.contact_submissions where lower(email) = lower(${address}) for update`;
    const subscribers = await tx`select id from public.newsletter_subscribers where lower(email) = lower(${address}) for update`;
    const leadIds = [...contacts, ...subscribers].map((row) => row.id);
    const deliveryIds = (await tx`select id from public.lead_deliveries where lead_id = any(${leadIds}::uuid[]) for update`).map((row) => row.id);
    const incidents = deliveryIds.flatMap((id) => [`dead:${id}`, `stale:${id}`]);
    const counts = {};
    counts.lead_alerts = (await tx`
      delete from public.lead_alerts where delivery_id = any(${deliveryIds}::uuid[]) or incident = any(${incidents}::text[]) returning id`).length;
    counts.lead_delivery_attempts = (await tx`
      delete from public.lead_delivery_attempts where delivery_id = any(${deliveryIds}::uuid[]) returning id`).length;
    counts.lead_deliveries = (await tx`delete from public.lead_deliveries where id = any(${deliveryIds}::uuid[]) returning id`).length;
    if (link) {
      counts.chat_messages = (await tx`
        delete from public.chat_messages where session_id in (
          select ${tx(link.column_name)}::text from public.contact_submissions where id = any(${leadIds}::uuid[])
        ) returning id`).length;
    }
    counts.contact_submissions = (await tx`delete from public.contact_submissions where id = any(${leadIds}::uuid[]) returning id`).length;
    counts.newsletter_subscribers = (await tx`delete from public.newsletter_subscribers where id = any(${leadIds}::uuid[]) returning id`).length;
    return { counts, link: link?.column_name };
  });
  const total = Object.values(removed.counts).reduce((sum, count) => sum + count, 0);
  console.log(`Erased ${address} (any letter case) in one transaction: ${total} row(s).`);
  for (const [name, count] of Object.entries(removed.counts)) console.log(`  ${name}: ${count} removed`);
  console.log(removed.link
    ? `  (chat_messages: the sessions named by their contact submissions' ${removed.link})`
    : '  chat_messages: not searched: a chat turn stores no email and no contact submission records its chat session, so nothing ties chat turns to this person. Erase them by session id if the person can give it.');
  return 0;
}
