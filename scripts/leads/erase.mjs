/** `erase EMAIL`: every stored row of one person, and what routing their leads left behind, in one transaction. */
import { UsageError } from './database.mjs';

/** `value` trimmed when it looks like an email address; a UsageError otherwise. */
export function emailArgument(value) {
  const address = (value ?? '').trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(address)) throw new UsageError(`erase needs the person's email address, got ${JSON.stringify(value ?? '')}.`);
  return address;
}

/** Deletes the rows of `address` (matched case-insensitively) and prints the count per table; exit code 0. */
export async function erase(sql, address) {
  const removed = await sql.begin(async (tx) => {
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
    // A chat turn stores no email: it is this person's when a contact they sent from the chat names its session.
    counts.chat_messages = (await tx`
      delete from public.chat_messages where session_id in (
        select chat_session_id from public.contact_submissions where id = any(${leadIds}::uuid[]) and chat_session_id is not null
      ) returning id`).length;
    counts.contact_submissions = (await tx`delete from public.contact_submissions where id = any(${leadIds}::uuid[]) returning id`).length;
    counts.newsletter_subscribers = (await tx`delete from public.newsletter_subscribers where id = any(${leadIds}::uuid[]) returning id`).length;
    return { counts };
  });
  const total = Object.values(removed.counts).reduce((sum, count) => sum + count, 0);
  console.log(`Erased ${address} (any letter case) in one transaction: ${total} row(s).`);
  for (const [name, count] of Object.entries(removed.counts)) console.log(`  ${name}: ${count} removed`);
  console.log('  (chat_messages: the turns of the chat sessions this person sent to the team, named by their contact submissions; a chat never sent to the team stores no email, so its turns cannot be found by it)');
  return 0;
}
