/** Where the chat offers to send the conversation to the team: under a reply that offers it, else on request. */
import type { ChatMessage } from './chat-types';

/** The offer's place: under the reply `messageId` offers it in, or the standing request control; none before the visitor has written. */
export type HandoffOfferPlace = { under: string } | 'request' | 'none';

/** Under the latest reply that offers the handoff, when no visitor message came after it; else the request control once the visitor has written. */
export function handoffOfferPlace(messages: readonly ChatMessage[]): HandoffOfferPlace {
  let lastVisitorMessage = messages.length - 1;
  while (lastVisitorMessage >= 0 && !messages[lastVisitorMessage].isUser) lastVisitorMessage--;
  if (lastVisitorMessage < 0) return 'none';
  const offering = messages.slice(lastVisitorMessage + 1).find((message) => !message.isUser && message.offerHandoff === true);
  return offering === undefined ? 'request' : { under: offering.id };
}
