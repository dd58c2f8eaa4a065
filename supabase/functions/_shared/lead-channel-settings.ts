/** The lead channels' settings from the functions' environment, checked: each channel is off, misconfigured (and why) or ready. */

/** The two ways a lead reaches the firm. */
export type LeadChannel = 'webhook' | 'email';

/** Every channel, in the order they are reported. */
export const LEAD_CHANNELS: readonly LeadChannel[] = ['webhook', 'email'];

/** A ready webhook: where to POST and the signing key (the decoded `whsec_` secret). */
export interface WebhookSettings {
  url: string;
  key: Uint8Array;
}

/** A ready Resend channel. */
export interface EmailSettings {
  apiUrl: string;
  apiKey: string;
  from: string;
  to: string[];
}

/** A channel's state: none of its settings (off), some wrong (misconfigured, each problem named), or ready. */
export type ChannelSettings<T> = { status: 'off' } | { status: 'misconfigured'; problems: string[] } | { status: 'ready'; settings: T };

/** Both channels. */
export interface LeadChannelSettings {
  webhook: ChannelSettings<WebhookSettings>;
  email: ChannelSettings<EmailSettings>;
}

type Env = (name: string) => string | undefined;

const DEFAULT_RESEND_API_URL = 'https://api.resend.com';
// Standard Webhooks: a secret is whsec_ followed by base64 of 24 to 64 random bytes.
const MIN_KEY_BYTES = 24;
const MAX_KEY_BYTES = 64;
const EMAIL = /^[^\s@<>,"]+@[^\s@<>,"]+\.[^\s@<>,"]+$/;

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

/** Why `value` cannot be a channel's address (https://, or http:// to this machine), or undefined when it can. */
export function urlProblem(name: string, value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${name} is not a URL`;
  }
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:') return isLoopback(url.hostname) ? undefined : `${name} must use https:// (http:// only to a loopback host)`;
  return `${name} must be an https:// URL`;
}

function decodeBase64(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text) || text.length % 4 !== 0) return undefined;
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}

function webhookSettings(env: Env): ChannelSettings<WebhookSettings> {
  const url = env('LEAD_WEBHOOK_URL')?.trim() ?? '';
  const secret = env('LEAD_WEBHOOK_SECRET')?.trim() ?? '';
  if (url === '' && secret === '') return { status: 'off' };
  const problems: string[] = [];
  if (url === '') problems.push('LEAD_WEBHOOK_URL is not set');
  else {
    const problem = urlProblem('LEAD_WEBHOOK_URL', url);
    if (problem) problems.push(problem);
  }
  const key = secret.startsWith('whsec_') ? decodeBase64(secret.slice('whsec_'.length)) : undefined;
  if (secret === '') problems.push('LEAD_WEBHOOK_SECRET is not set');
  else if (key === undefined) problems.push('LEAD_WEBHOOK_SECRET must be whsec_ followed by base64');
  else if (key.length < MIN_KEY_BYTES || key.length > MAX_KEY_BYTES) {
    problems.push(`LEAD_WEBHOOK_SECRET must encode ${MIN_KEY_BYTES} to ${MAX_KEY_BYTES} bytes (it has ${key.length})`);
  }
  return problems.length > 0 || key === undefined ? { status: 'misconfigured', problems } : { status: 'ready', settings: { url, key } };
}

/** The address in `Name <address>` or a bare address; undefined when neither. */
function mailbox(value: string): string | undefined {
  const named = /^[^<>]*<([^<>]+)>$/.exec(value);
  const address = (named ? named[1] : value).trim();
  return EMAIL.test(address) ? address : undefined;
}

function emailSettings(env: Env): ChannelSettings<EmailSettings> {
  const apiKey = env('RESEND_API_KEY')?.trim() ?? '';
  const to = env('LEAD_EMAIL_TO')?.trim() ?? '';
  const from = env('LEAD_EMAIL_FROM')?.trim() ?? '';
  if (apiKey === '' && to === '' && from === '') return { status: 'off' };
  const apiUrl = (env('RESEND_API_URL')?.trim() || DEFAULT_RESEND_API_URL).replace(/\/+$/, '');
  const problems: string[] = [];
  if (apiKey === '') problems.push('RESEND_API_KEY is not set');
  if (from === '') problems.push('LEAD_EMAIL_FROM is not set');
  else if (mailbox(from) === undefined) problems.push('LEAD_EMAIL_FROM must be an address or "Name <address>"');
  const recipients = to.split(',').map((part) => part.trim()).filter((part) => part !== '');
  if (recipients.length === 0) problems.push('LEAD_EMAIL_TO is not set');
  else if (!recipients.every((address) => EMAIL.test(address))) problems.push('LEAD_EMAIL_TO must be comma-separated addresses');
  const urlIssue = urlProblem('RESEND_API_URL', apiUrl);
  if (urlIssue) problems.push(urlIssue);
  return problems.length > 0 ? { status: 'misconfigured', problems } : { status: 'ready', settings: { apiUrl, apiKey, from, to: recipients } };
}

/** Reads and checks both channels' settings; `env` is Deno.env.get in the functions. */
export function readLeadChannelSettings(env: Env): LeadChannelSettings {
  return { webhook: webhookSettings(env), email: emailSettings(env) };
}
