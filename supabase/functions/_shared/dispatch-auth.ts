/** Who may make the lead dispatcher send: the service role key, or the dispatch secret; never the anon key a visitor holds. */

async function digest(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

// Compares digests, not the strings, so the time taken says nothing about how much of a guess was right.
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a[index] ^ b[index];
  return difference === 0;
}

/** True when `req` carries `Authorization: Bearer <SUPABASE_SERVICE_ROLE_KEY>` or `x-dispatch-secret: <LEAD_DISPATCH_SECRET>`. */
export async function isDispatchAllowed(req: Request, env: (name: string) => string | undefined): Promise<boolean> {
  const serviceKey = env('SUPABASE_SERVICE_ROLE_KEY') ?? '';
  const secret = env('LEAD_DISPATCH_SECRET') ?? '';
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  const given = req.headers.get('x-dispatch-secret');
  if (serviceKey !== '' && bearer !== undefined && (await sameSecret(bearer, serviceKey))) return true;
  return secret !== '' && given !== null && (await sameSecret(given, secret));
}
