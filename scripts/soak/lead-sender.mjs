/** Sends the lead soak's contact messages and newsletter signups straight to the functions over HTTP, each until it is stored. */
import { randomUUID } from 'node:crypto';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Lead number `index` of run `run`: the request's path and body, and what the sink should see. */
export function leadOf(run, index) {
  const email = `lead.${run}.${index}@example.com`;
  const clientRecordId = randomUUID();
  // About half of each kind, interleaved.
  if (index % 2 === 0) {
    const body = {
      name: `Soak Lead ${index}`,
      email,
      company: 'Soak & Sons',
      message: `Lead ${run}x${index}: a soak message.\nSecond line, with "quotes" & <angle brackets>.`,
      clientRecordId,
      website: '',
      elapsedMs: 20_000,
    };
    return { index, kind: 'contact', email, clientRecordId, path: 'contact-form', body };
  }
  const body = { firstName: 'Soak', lastName: `Lead ${index}`, email, optedIn: true, clientRecordId, website: '', elapsedMs: 9_000 };
  return { index, kind: 'newsletter', email, clientRecordId, path: 'newsletter-signup', body };
}

/**
 * POSTs `lead` to the backend at `url` with the anon key until the function answers 200 JSON
 * (a 503 while Postgres or the functions server is down, a 429, a network error: tried again
 * shortly, as the site's outbox would). Resolves with the number of tries.
 */
export async function sendLead(url, anonKey, lead, { deadline = Date.now() + 120_000 } = {}) {
  for (let tries = 1; ; tries++) {
    let wait = 300;
    try {
      const res = await fetch(`${url}/functions/v1/${lead.path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${anonKey}`, apikey: anonKey, 'content-type': 'application/json' },
        body: JSON.stringify(lead.body),
        signal: AbortSignal.timeout(15_000),
      });
      const answer = await res.json().catch(() => undefined);
      if (res.status === 200 && answer?.success === true) return tries;
      if (res.status === 400) throw new Error(`refused: ${JSON.stringify(answer)}`);
      wait = Math.min(2_000, Number(res.headers.get('retry-after') ?? 0) * 1000 || wait);
    } catch (error) {
      if (String(error.message).startsWith('refused')) throw error;
    }
    if (Date.now() > deadline) throw new Error(`lead ${lead.index} not stored after ${tries} tries`);
    await sleep(wait);
  }
}
