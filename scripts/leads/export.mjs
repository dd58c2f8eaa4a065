/** `export [--since DATE]`: leads with their delivery states as CSV on stdout, for a spreadsheet. */
import { toCsv } from './csv.mjs';
import { transcriptLines } from './format.mjs';
import { selectLeads } from './list.mjs';

const HEADER = ['received_at', 'kind', 'lead_id', 'client_record_id', 'name', 'first_name', 'last_name', 'email', 'company',
  'phone', 'service', 'message', 'origin_page', 'chat_session_id', 'transcript', 'spam_reason', 'released_at', 'webhook_state', 'webhook_attempts', 'email_state', 'email_attempts'];

/** The CSV text of `leads` (rows of selectLeads), oldest first, header included. */
export function leadsCsv(leads) {
  const records = [...leads].reverse().map((lead) => [
    lead.created_at, lead.kind, lead.id, lead.client_record_id, lead.name, lead.first_name, lead.last_name, lead.email,
    lead.company, lead.phone, lead.service, lead.message, lead.origin_page, lead.chat_session_id,
    // One cell, a line per turn; it starts with the speaker, and csvCell neutralises it like any other.
    transcriptLines(lead.transcript).join('\n') || null, lead.spam_reason, lead.released_at,
    lead.channels.webhook?.state, lead.channels.webhook?.attempts, lead.channels.email?.state, lead.channels.email?.attempts,
  ]);
  return toCsv([HEADER, ...records]);
}

/** Writes the CSV to stdout and a count to stderr (so `> leads.csv` holds only the CSV); exit code 0. */
export async function exportCsv(sql, { since }) {
  const leads = await selectLeads(sql, { since });
  await new Promise((resolve, reject) => process.stdout.write(leadsCsv(leads), (error) => (error ? reject(error) : resolve())));
  console.error(`leads: exported ${leads.length} lead(s)${since ? ` received since ${since.toISOString()}` : ''}.`);
  return 0;
}
