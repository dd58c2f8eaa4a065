/** The fallback engine's keyword rules as data, in priority order (docs/product/texts.md). */
import { fallbackCopy } from './fallback-copy';
import type { FallbackRule } from './fallback-types';

/**
 * The keyword rules; the first rule with a matching keyword answers, so the order is the priority.
 * A visitor asking to book a call gets the booking pitch whatever else they wrote; a stated urgency
 * comes next; then the specific topics (pricing, AEO/GEO, lead generation, automation) before the
 * general list of services; a greeting answers only a message that holds nothing else.
 * 'lead-generation' and 'automation' go beyond SPEC's list so that two of its quick-reply chips get
 * a specific answer rather than the generic pitch.
 */
export const fallbackRules: readonly FallbackRule[] = [
  {
    id: 'consultation',
    keywords: [
      'consultation', 'consult', 'strategy session', 'meeting', 'meet', 'schedule', 'scheduling',
      'book', 'booking', 'appointment', 'talk', 'discuss', 'discussion', 'call', 'speak', 'phone', 'contact',
    ],
    // 'what do you call X' asks about X; an e-book is content; meeting a deadline is urgency.
    excludes: [
      'what do you call', 'e book', 'meet a deadline', 'meet the deadline', 'meet our deadline', 'meet my deadline',
    ],
    build: fallbackCopy.consultation,
  },
  {
    id: 'urgency',
    keywords: [
      'urgent', 'urgently', 'asap', 'as soon as possible', 'immediately', 'right away', 'right now',
      'quickly', 'deadline', 'today', 'this week', 'emergency',
    ],
    excludes: ['how are you today'],
    build: fallbackCopy.urgency,
  },
  {
    id: 'pricing',
    keywords: [
      'price', 'pricing', 'cost', 'budget', 'how much', 'fee', 'quote', 'retainer', 'expensive', 'afford', 'affordable',
    ],
    build: fallbackCopy.pricing,
  },
  {
    id: 'aeo-geo',
    keywords: [
      'aeo', 'geo', 'answer engine', 'generative engine', 'ai search', 'chatgpt', 'perplexity', 'ai overview',
      'ai citation', 'zero click',
    ],
    build: fallbackCopy['aeo-geo'],
  },
  {
    id: 'lead-generation',
    keywords: [
      'lead generation', 'lead gen', 'leads', 'qualified lead', 'generate lead', 'pipeline', 'prospect',
      'new client', 'new customer', 'more client', 'more customer',
    ],
    build: fallbackCopy['lead-generation'],
  },
  {
    id: 'automation',
    keywords: [
      'automation', 'automate', 'automated', 'automating', 'workflow', 'nurture', 'nurturing', 'crm', 'drip campaign',
    ],
    build: fallbackCopy.automation,
  },
  {
    id: 'services',
    keywords: [
      'service', 'offering', 'offer', 'what do you do', 'what can you do', 'capabilities', 'solution',
    ],
    build: fallbackCopy.services,
  },
  {
    id: 'greeting',
    keywords: [
      'hi', 'hello', 'hey', 'hiya', 'howdy', 'greetings', 'good morning', 'good afternoon', 'good evening',
    ],
    build: fallbackCopy.greeting,
  },
];
