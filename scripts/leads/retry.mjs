/** `retry ID | --dead`: a lead's dead and retrying deliveries (or every dead one) back to pending, due now, their schedule restarted. */
import { findLead } from './database.mjs';
import { wakeDispatcher } from './wake.mjs';

/** Resets the deliveries and prints each; exit code 1 when `id` names no lead. */
export async function retry(sql, { id, allDead }, env = process.env) {
  let changed;
  if (allDead) {
    changed = await reset(sql, sql`state = 'dead'`);
  } else {
    const lead = await findLead(sql, id);
    if (!lead) {
      console.error(`leads: no lead, delivery or client record has id ${id}.`);
      return 1;
    }
    changed = await reset(sql, sql`lead_id = ${lead.id} and state in ('dead', 'retrying')`);
  }
  if (changed.length === 0) {
    console.log(allDead ? 'No dead deliveries: nothing changed.' : 'No dead or retrying delivery for that lead: nothing changed.');
    return 0;
  }
  for (const row of changed) {
    console.log(`${row.channel} delivery ${row.id} of ${row.lead_kind} lead ${row.lead_id}: ${row.was} after ${row.attempts_before} attempt(s) -> pending, due now`);
  }
  console.log(`${changed.length} delivery(ies) set to pending.`);
  console.log(await wakeDispatcher(env));
  return 0;
}

// attempts = 0 restarts the retry schedule; the attempt log keeps every earlier try. The retry closes
// the delivery's incidents (renamed, kept for the record), so a delivery that dies again is alerted again.
function reset(sql, condition) {
  return sql.begin(async (tx) => {
    const changed = await tx`
      with target as (
        select id, state, attempts from public.lead_deliveries where ${condition} for update
      )
      update public.lead_deliveries d
      set state = 'pending', attempts = 0, next_attempt_at = now(), lease_until = null
      from target where d.id = target.id
      returning d.id, d.channel, d.lead_kind, d.lead_id, target.state as was, target.attempts as attempts_before`;
    if (changed.length > 0) {
      await tx`
        update public.lead_alerts set incident = incident || ':closed-by-retry:' || id
        where delivery_id in ${tx(changed.map((row) => row.id))} and incident not like '%:closed-by-retry:%'`;
    }
    return changed;
  });
}
