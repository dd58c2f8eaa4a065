/** `release ID`: a lead held as suspected spam is let through; its held deliveries become pending. */
import { findLead, leadTable } from './database.mjs';
import { oneLine, utc } from './format.mjs';
import { wakeDispatcher } from './wake.mjs';

/** Releases the lead `id` names and prints it; exit code 1 when there is none or it is not suspected spam. */
export async function release(sql, id, env = process.env) {
  const lead = await findLead(sql, id);
  if (!lead) {
    console.error(`leads: no lead, delivery or client record has id ${id}.`);
    return 1;
  }
  if (!lead.spam_reason) {
    console.error(`leads: ${lead.kind} lead ${lead.id} is not held as spam: nothing to release.`);
    return 1;
  }
  // spam_reason stays for the record; released_at says an operator let it through.
  const { releasedAt, deliveries } = await sql.begin(async (tx) => {
    const [row] = await tx`
      update ${tx(`public.${leadTable(lead.kind)}`)} set released_at = coalesce(released_at, now())
      where id = ${lead.id} returning released_at`;
    const released = await tx`
      update public.lead_deliveries set state = 'pending', next_attempt_at = now(), lease_until = null
      where lead_id = ${lead.id} and state = 'held' returning id, channel`;
    return { releasedAt: row.released_at, deliveries: released };
  });
  const again = lead.released_at ? ' (already released before)' : '';
  console.log(`${lead.kind} lead ${lead.id} (${oneLine(lead.name, 60)} <${oneLine(lead.email, 80)}>), held as ${lead.spam_reason}: released at ${utc(releasedAt)}${again}.`);
  for (const row of deliveries) console.log(`  ${row.channel} delivery ${row.id}: held -> pending, due now`);
  if (deliveries.length === 0) {
    console.log('  no held deliveries left.');
    return 0;
  }
  console.log(await wakeDispatcher(env));
  return 0;
}
