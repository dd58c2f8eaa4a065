/** Who is sending, as far as rate limiting needs to know: the address the platform vouches for, as a salted hash. */

/**
 * Hosted Supabase serves functions behind Cloudflare, which sets CF-Connecting-IP to the address
 * that opened the connection and overwrites any value the client sent. X-Forwarded-For is not
 * safe: Cloudflare appends to it, so its first entry is whatever the client wrote. A project
 * behind another proxy names its trusted header in CLIENT_ADDRESS_HEADER (see supabase/README.md).
 */
export const DEFAULT_CLIENT_ADDRESS_HEADER = 'cf-connecting-ip';

// Longer than any IPv6 text form; anything else is not an address the platform wrote.
const MAX_ADDRESS_LENGTH = 64;

/** The client address from the trusted header; 'unknown' (one shared budget) when it is missing. */
export function clientAddress(req: Request): string {
  const header = Deno.env.get('CLIENT_ADDRESS_HEADER')?.trim().toLowerCase() || DEFAULT_CLIENT_ADDRESS_HEADER;
  const value = req.headers.get(header)?.trim();
  // No fallback to another header: a missing trusted header must not let the client pick its own key.
  return value && value.length <= MAX_ADDRESS_LENGTH ? value : 'unknown';
}

/** SHA-256 of the address with RATE_LIMIT_SALT, so raw addresses are never stored. */
export async function hashClientAddress(address: string): Promise<string> {
  // Without an explicit salt, a secret the platform already provides keeps the hash unguessable.
  const salt =
    Deno.env.get('RATE_LIMIT_SALT') ?? Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? Deno.env.get('SUPABASE_DB_URL') ?? '';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}\u0000${address}`));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
