/** What the tool can tell of each channel's settings, read from the same variables and by the same rules as the dispatcher. */

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;
const ADDRESS = /^[^\s@<>,"]+@[^\s@<>,"]+\.[^\s@<>,"]+$/;
// Standard Webhooks: a secret is whsec_ followed by base64 of 24 to 64 random bytes.
const KEY_BYTES = [24, 64];

/** Why `value` is no address the dispatcher may post to (https, or http to a loopback host), or null. */
export function urlProblem(name, value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    return `${name} is not a URL`;
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:') return LOOPBACK.test(url.hostname) ? null : `${name} is http:// to a host that is not loopback (https:// required)`;
  return `${name} is not https://`;
}

function secretProblem(value) {
  if (!value.startsWith('whsec_')) return 'LEAD_WEBHOOK_SECRET does not start with whsec_';
  const key = value.slice('whsec_'.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(key) || key.length % 4 !== 0) return 'LEAD_WEBHOOK_SECRET is not whsec_ followed by base64';
  const bytes = Buffer.from(key, 'base64').length;
  if (bytes < KEY_BYTES[0] || bytes > KEY_BYTES[1]) return `LEAD_WEBHOOK_SECRET encodes ${bytes} bytes, not ${KEY_BYTES[0]} to ${KEY_BYTES[1]}`;
  return null;
}

function fromProblem(value) {
  const named = /^[^<>]*<([^<>]+)>$/.exec(value);
  return ADDRESS.test((named ? named[1] : value).trim()) ? null : 'LEAD_EMAIL_FROM is not an address (Name <leads@example.com>)';
}

function toProblem(value) {
  const bad = value.split(',').map((address) => address.trim()).filter((address) => address !== '' && !ADDRESS.test(address));
  if (bad.length === 0) return null;
  return `LEAD_EMAIL_TO has ${bad.length === 1 ? 'an entry that is' : 'entries that are'} not an address`;
}

// Only the origin is shown: hook URLs often carry a token in their path.
const origin = (value) => new URL(value).origin;

/**
 * Each channel's state from `env`: { channel, off, configured, problems, summary }. off: none of its
 * settings; configured: every setting present and well-formed. The summary says what the dispatcher does.
 */
export function channelSettings(env = process.env) {
  const get = (name) => env[name]?.trim() ?? '';
  const resendUrl = get('RESEND_API_URL') || 'https://api.resend.com';
  const webhook = describe('webhook', get, ['LEAD_WEBHOOK_URL', 'LEAD_WEBHOOK_SECRET'], () => [
    urlProblem('LEAD_WEBHOOK_URL', get('LEAD_WEBHOOK_URL')),
    secretProblem(get('LEAD_WEBHOOK_SECRET')),
  ], () => `signed POST to ${origin(get('LEAD_WEBHOOK_URL'))}/…`);
  const email = describe('email', get, ['RESEND_API_KEY', 'LEAD_EMAIL_TO', 'LEAD_EMAIL_FROM'], () => [
    urlProblem('RESEND_API_URL', resendUrl),
    toProblem(get('LEAD_EMAIL_TO')),
    fromProblem(get('LEAD_EMAIL_FROM')),
  ], () => `Resend (${origin(resendUrl)}) to ${get('LEAD_EMAIL_TO')}`);
  return [webhook, email];
}

function describe(channel, get, names, check, summary) {
  const present = names.filter((name) => get(name) !== '' && (name !== 'LEAD_EMAIL_TO' || get(name).replaceAll(',', '').trim() !== ''));
  if (present.length === 0) {
    return { channel, off: true, configured: false, problems: [], summary: `not configured (${names.join(', ')} unset): deliveries wait as pending` };
  }
  const missing = names.filter((name) => !present.includes(name)).map((name) => `${name} is missing`);
  const problems = [...missing, ...(missing.length > 0 ? [] : check().filter(Boolean))];
  if (problems.length > 0) return { channel, off: false, configured: false, problems, summary: `misconfigured, not tried: ${problems.join('; ')}` };
  return { channel, off: false, configured: true, problems: [], summary: `configured: ${summary()}` };
}
