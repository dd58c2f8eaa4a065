/** After a retry or release: wakes the dispatcher when the tool knows how, or says when it will run anyway. */
import { urlProblem } from './channels.mjs';

const TIMER = "the dispatcher's minute timer picks them up within a minute";

/** One line saying how the changed deliveries will be sent: a POST to LEAD_DISPATCH_URL with LEAD_DISPATCH_SECRET, or the timer. */
export async function wakeDispatcher(env = process.env) {
  const url = env.LEAD_DISPATCH_URL;
  const secret = env.LEAD_DISPATCH_SECRET;
  if (!url || !secret) return `Not woken (LEAD_DISPATCH_URL and LEAD_DISPATCH_SECRET unset): ${TIMER}.`;
  const problem = urlProblem('LEAD_DISPATCH_URL', url);
  if (problem) return `Not woken (${problem}): ${TIMER}.`;
  try {
    const answer = await fetch(url, { method: 'POST', headers: { 'x-dispatch-secret': secret }, signal: AbortSignal.timeout(15_000) });
    const text = (await answer.text()).slice(0, 200).replace(/\s+/g, ' ');
    return answer.ok ? `Dispatcher woken: ${text}` : `Dispatcher answered ${answer.status} (${text}): ${TIMER}.`;
  } catch (error) {
    return `Dispatcher not reached (${error.message}): ${TIMER}.`;
  }
}
