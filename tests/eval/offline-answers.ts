/** The chat's answers with no model (every `npm start` without one, every failed call), as the visitor sees them. */
import { offlineAnswer as answerOffline } from '../../src/features/chat/offline-answer';
import type { EvalSite } from './eval-site';
import type { ShownAnswer } from './eval-score';

/** The answer the chat shows for a question when no model answers, over the site's search. */
export function offlineAnswer(question: string, site: EvalSite): ShownAnswer {
  const { route, answer } = answerOffline(question, site.search);
  const links = [...(answer.links?.links ?? []), ...(answer.links?.further ?? [])];
  // The generic pitch; in another language, the "not found" line with the offer of the team and nothing quoted.
  const refused = route === 'pitch' || (route === 'other-language' && links.length === 0);
  return { text: answer.text, links, refused };
}
