/** HS256 JSON Web Tokens for the local backend's anon and service-role keys. */
import { createHmac, timingSafeEqual } from 'node:crypto';

const base64url = (input) => Buffer.from(input).toString('base64url');

/** Signs `payload` with `secret`. */
export function signJwt(payload, secret) {
  const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify(payload));
  const signature = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
}

/** The payload of a valid, unexpired HS256 token signed with `secret`, else null. */
export function verifyJwt(token, secret) {
  const parts = typeof token === 'string' ? token.split('.') : [];
  if (parts.length !== 3) return null;
  const [head, body, signature] = parts;
  try {
    if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'HS256') return null;
    const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    if (typeof payload.exp === 'number' && payload.exp * 1000 < Date.now()) return null;
    return payload;
  } catch {
    return null;
  }
}

/** The anon and service-role keys a Supabase project hands out, for a local secret. */
export function projectKeys(secret) {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + 10 * 365 * 24 * 3600;
  return {
    anonKey: signJwt({ iss: 'supabase-local', ref: 'local', role: 'anon', iat, exp }, secret),
    serviceRoleKey: signJwt({ iss: 'supabase-local', ref: 'local', role: 'service_role', iat, exp }, secret),
  };
}
