/** The functions' lead-routing settings (docs/lead-routing.md) and how `npm run backend` reports them. */

/** Passed from `npm run backend`'s environment to the functions. */
export const LEAD_SETTINGS = [
  'LEAD_WEBHOOK_URL', 'LEAD_WEBHOOK_SECRET', 'RESEND_API_KEY', 'LEAD_EMAIL_TO', 'LEAD_EMAIL_FROM', 'RESEND_API_URL',
  'LEAD_DISPATCH_SECRET', 'LEAD_NOTIFICATION_BUDGET',
];

/** One line: which channels are on, and where they go (never a secret). */
export function leadChannelsSaid(env) {
  const webhook = env.LEAD_WEBHOOK_URL ? `webhook to ${env.LEAD_WEBHOOK_URL}${env.LEAD_WEBHOOK_SECRET ? '' : ' (no LEAD_WEBHOOK_SECRET)'}` : 'webhook off (no LEAD_WEBHOOK_URL)';
  const email = env.RESEND_API_KEY
    ? `email to ${env.LEAD_EMAIL_TO ?? '(no LEAD_EMAIL_TO)'} through ${env.RESEND_API_URL ?? 'https://api.resend.com'}`
    : 'email off (no RESEND_API_KEY)';
  return `${webhook}; ${email}`;
}
