/** Shapes of the chat widget's conversation (docs/product/records.md, Chat). */
import type { StoredChatMessage } from '../../lib/chat-conversation';
import type { FallbackRuleId } from './fallback/fallback-types';

/** A page of the site a reply points to: a source it was answered from, or a page to read more. */
export interface ChatLink {
  title: string;
  /** a path on this site, with an optional #section */
  url: string;
  /** the heading of that section, shown under the page's title */
  section?: string;
}

/** Links under a reply and their heading: the live answer's sources, or the fallback's further reading. */
export interface ChatLinks {
  heading: 'Sources' | 'Read more';
  links: ChatLink[];
  /** under a quoted source: other pages on the question, shown as "Read more" */
  further?: ChatLink[];
}

/**
 * SPEC's chat message (id, text, isUser, timestamp, follow-up suggestions and next steps: the stored shape
 * the team also reads, src/lib/chat-conversation.ts) plus the links and the offer an assistant message may carry.
 */
export interface ChatMessage extends StoredChatMessage {
  /** Pages of the site under the reply. */
  links?: ChatLinks;
  /** The reply offers to send the conversation to the team (a person, a price, a call, urgency, an uncertain answer). */
  offerHandoff?: boolean;
}

/** What the visitor seems to want: 'unknown' until a message matches a fallback rule. */
export type ChatIntent = FallbackRuleId | 'unknown';

/** SPEC's chat context: the session id, the message history and the visitor's intent. */
export interface ChatSession {
  sessionId: string;
  messages: ChatMessage[];
  userIntent: ChatIntent;
}

/** The answer shown for one turn, from the backend's AI or the local fallback. */
export interface ChatAnswer {
  text: string;
  provider: string;
  confidence: number;
  followUpQuestions: string[];
  actionItems?: string[];
  links?: ChatLinks;
  /** Offer "Send this conversation to our team" under this answer. */
  offerHandoff?: boolean;
}

/** One answered turn, as the outbox records it; `id` is also the live call's clientRecordId. */
export interface ChatTurn {
  id: string;
  sessionId: string;
  userMessage: string;
  aiResponse: string;
  provider: string;
  /** The pages the reply linked to (its sources, or where to read more). */
  citedUrls?: string[];
  /** When the visitor sent the message. */
  timestamp: Date;
}
