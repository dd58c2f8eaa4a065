/** lead-dispatcher: sends the stored leads' due deliveries (docs/lead-routing.md); only the service role key or the dispatch secret may run it. */
import { database, isDatabaseUnavailable } from '../_shared/database.ts';
import { isDispatchAllowed } from '../_shared/dispatch-auth.ts';
import { dispatchLeads } from '../_shared/lead-dispatch.ts';
import { readLeadChannelSettings } from '../_shared/lead-channel-settings.ts';

const env = (name: string) => Deno.env.get(name);

function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'X-Content-Type-Options': 'nosniff', ...headers } });
}

/** Handles one request to /functions/v1/lead-dispatcher. */
export async function handler(req: Request): Promise<Response> {
  await req.body?.cancel();
  if (!(await isDispatchAllowed(req, env))) return answer(401, { code: 401, message: 'The lead dispatcher needs the service role key or the dispatch secret.' });
  if (req.method !== 'POST') return answer(405, { message: 'Method not allowed: use POST.' }, { Allow: 'POST' });
  try {
    return answer(200, await dispatchLeads(database(), readLeadChannelSettings(env)));
  } catch (error) {
    if (isDatabaseUnavailable(error)) return answer(503, { message: 'The database is unavailable; the next run will send.' }, { 'Retry-After': '5' });
    console.error(`lead-dispatcher: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return answer(500, { message: 'The run failed; the next run will pick the deliveries up again.' });
  }
}
