/** Shapes of the chat's local fallback engine (docs/product/records.md and texts.md). */

/** The keyword rules, in no particular order; their priority is the order of `fallbackRules`. */
export type FallbackRuleId =
  | 'greeting'
  | 'services'
  | 'aeo-geo'
  | 'pricing'
  | 'consultation'
  | 'urgency'
  | 'lead-generation'
  | 'automation';

/** What a message was answered by: a keyword rule, or the generic pitch when none matched. */
export type FallbackReplyId = FallbackRuleId | 'default';

/** SPEC's fallback response: response, confidence, provider 'fallback', followUpQuestions, optional actionItems. */
export interface FallbackResponse {
  /** May hold line breaks (the services list); the UI should render it with white-space: pre-line. */
  response: string;
  confidence: number;
  provider: 'fallback';
  /** 2-3 short questions the visitor might ask next, usable as chips. */
  followUpQuestions: string[];
  /** Only the consultation rule has them. */
  actionItems?: string[];
}

/** One part of the service catalogue as a reply names it: what it is called and its services' titles. */
export interface ServiceFamily {
  name: string;
  titles: readonly string[];
}

/** The facts a reply is written from: contact details from site config, and the catalogue's count and parts. */
export interface FallbackContext {
  phone: string;
  email: string;
  /** how many services the site lists at /services */
  serviceCount: number;
  /** the catalogue's parts, SPEC's static catalogue first: together they hold every service */
  serviceFamilies: readonly ServiceFamily[];
}

/** The words of one reply; the engine adds confidence and provider. */
export interface FallbackReplyText {
  response: string;
  followUpQuestions: string[];
  actionItems?: string[];
}

/** One keyword rule as data: the words that trigger it, phrases that must not, and the reply it builds. */
export interface FallbackRule {
  id: FallbackRuleId;
  /** Words or phrases matched on word boundaries, ignoring case and punctuation; a last word of 3+ letters also matches its plural. */
  keywords: readonly string[];
  /** Phrases removed from the message before this rule's keywords are looked for (known false positives). */
  excludes?: readonly string[];
  build: (ctx: FallbackContext) => FallbackReplyText;
}
