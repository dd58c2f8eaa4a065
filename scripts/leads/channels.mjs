/** What the tool can tell of each channel's settings, read from the same variables the functions use. */

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

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
  const key = value.startsWith('whsec_') ? value.slice('whsec_'.length) : null;
  if (key === null) return 'LEAD_WEBHOOK_SECRET does not start with whsec_';
  const base64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
  if (key === '' || !base64.test(key)) return 'LEAD_WEBHOOK_SECRET is not whsec_ followed by base64';
  return null;
}

const ADDRESS = /^[^\s@<>,]+@[^\s@<>,]+\.[^\s@<>,]+$/;

function fromProblem(value) {
  const named = /^[^<>]*<([^<>]+)>$/.exec(value.trim());
  return ADDRESS.test(named ? named[1].trim() : value.trim()) ? null : 'LEAD_EMAIL_FROM is not an address (Name <leads@example.com>)';
}

function toProblem(value) {
  const bad = value.split(',').map((address) => address.trim()).filter((address) => !ADDRESS.test(address));
  return bad.length === 0 ? null : `LEAD_EMAIL_TO has ${bad.length === 1 ? 'an entry' : 'entries'} that ${bad.length === 1 ? 'is' : 'are'} not an address`;
}

// Only the origin is shown: hook URLs often carry a token in their path.
const origin = (value) => new URL(value).origin;

/**
 * Each channel's state from `env`: { channel, configured, problems, summary }. configured is true only
 * when every setting is present and well-formed; the summary says what the dispatcher will do.
 */
export function channelSettings(env = process.env) {
  const webhook = describe('webhook', env, ['LEAD_WEBHOOK_URL', 'LEAD_WEBHOOK_SECRET'], () => [
    urlProblem('LEAD_WEBHOOK_URL', env.LEAD_WEBHOOK_URL),
    secretProblem(env.LEAD_WEBHOOK_SECRET),
  ], () => `signed POST to ${origin(env.LEAD_WEBHOOK_URL)}/…`);
  const email = describe('email', env, ['RESEND_API_KEY', 'LEAD_EMAIL_TO', 'LEAD_EMAIL_FROM'], () => [
    env.RESEND_API_URL ? urlProblem('RESEND_API_URL', env.RESEND_API_URL) : null,
    toProblem(env.LEAD_EMAIL_TO),
    fromProblem(env.LEAD_EMAIL_FROM),
  ], () => `Resend (${env.RESEND_API_URL ? origin(env.RESEND_API_URL) : 'https://api.resend.com'}) to ${env.LEAD_EMAIL_TO}`);
  return [webhook, email];
}

function describe(channel, env, names, check, summary) {
  const present = names.filter((name) => env[name]);
  if (present.length === 0) {
    return { channel, configured: false, problems: [], summary: `not configured (${names.join(', ')} unset): deliveries wait as pending` };
  }
  const missing = names.filter((name) => !env[name]).map((name) => `${name} is missing`);
  const problems = [...missing, ...(missing.length > 0 ? [] : check().filter(Boolean))];
  if (problems.length > 0) return { channel, configured: false, problems, summary: `misconfigured, not tried: ${problems.join('; ')}` };
  return { channel, configured: true, problems: [], summary: `configured: ${summary()}` };
}
