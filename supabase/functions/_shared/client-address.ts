/** Who is sending, as far as rate limiting needs to know: a salted hash of the client address. */

/** The client address: the first x-forwarded-for entry (set by Supabase's gateway, or by the local one). */
export function clientAddress(req: Request): string {
  const forwarded = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || req.headers.get('x-real-ip')?.trim() || 'unknown';
}

/** SHA-256 of the address with RATE_LIMIT_SALT, so raw addresses are never stored. */
export async function hashClientAddress(address: string): Promise<string> {
  // Without an explicit salt, a secret the platform already provides keeps the hash unguessable.
  const salt =
    Deno.env.get('RATE_LIMIT_SALT') ?? Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? Deno.env.get('SUPABASE_DB_URL') ?? '';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}\u0000${address}`));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
