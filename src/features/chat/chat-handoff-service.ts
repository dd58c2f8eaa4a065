/**
 * The contact form's service a conversation is about, for the team that receives it: from the visitor's
 * own words first, then from the site's pages the replies cited or linked; none when it is unclear.
 */
import type { ServiceOption } from '../../../schema/submission';
import type { ServiceSlug } from '../../content/services/service-directory';
import { chatSegments } from './chat-links';
import type { ChatMessage } from './chat-types';

// The service pages that belong to one of the form's choices; the others (lead generation, security,
// voice agents...) fit none of them, and a guess would mislead the team.
const OPTION_OF_PAGE: Partial<Record<ServiceSlug, ServiceOption>> = {
  'answer-engine-optimization': 'aeo-geo-strategy',
  'generative-engine-optimization': 'aeo-geo-strategy',
  'topical-authority-strategy': 'aeo-geo-strategy',
  'ai-content-creation': 'ai-content-creation',
  'content-media-creation': 'ai-content-creation',
  'technical-seo-architecture': 'technical-seo',
  'seo-ppc-superpowers': 'technical-seo',
  'ai-marketing-automation': 'marketing-automation',
  'intelligent-campaigns': 'marketing-automation',
  'omnichannel-communication': 'marketing-automation',
  'omnichannel-nurturing': 'marketing-automation',
  'analytics-reporting': 'analytics-reporting',
  'real-time-analytics': 'analytics-reporting',
  'competitor-monitoring': 'analytics-reporting',
};

const OPTION_OF_WORDS: ReadonlyArray<[ServiceOption, RegExp]> = [
  ['comprehensive-audit', /\baudits?\b/i],
  ['aeo-geo-strategy', /\b(aeo|geo|answer engines?|generative engines?|ai search|chatgpt|perplexity|ai overviews?)\b/i],
  ['ai-content-creation', /\b(content (creation|writing|strategy)|copywriting|blog posts?|articles?)\b/i],
  ['technical-seo', /\b(technical seo|schema markup|structured data|site speed|core web vitals|crawl\w*)\b/i],
  ['marketing-automation', /\b(marketing automation|automat\w+|nurtur\w+|email campaigns?|crm)\b/i],
  ['analytics-reporting', /\b(analytics|reporting|dashboards?|kpis?|attribution)\b/i],
  ['full-transformation', /\b(full|digital) transformation\b/i],
];

const SERVICE_PAGE = /^\/services\/([a-z0-9-]+)/;

function optionOfPath(path: string): ServiceOption | undefined {
  const slug = SERVICE_PAGE.exec(path)?.[1];
  return slug === undefined ? undefined : OPTION_OF_PAGE[slug as ServiceSlug];
}

// The paths a reply pointed to: its Sources or Read more, and the pages written in its text.
function pagesOf(message: ChatMessage): string[] {
  const listed = message.links?.links.map((link) => link.url) ?? [];
  const written = chatSegments(message.text).flatMap((segment) => (segment.kind === 'link' && segment.internal ? [segment.href] : []));
  return [...new Set([...listed, ...written])];
}

// The one option with more votes than any other, or none.
function leader(votes: Map<ServiceOption, number>): ServiceOption | undefined {
  const [first, second] = [...votes].sort(([, a], [, b]) => b - a);
  return first !== undefined && (second === undefined || first[1] > second[1]) ? first[0] : undefined;
}

/** The service the conversation is about, or undefined when it names none or several equally. */
export function inferService(messages: readonly ChatMessage[]): ServiceOption | undefined {
  const said = new Map<ServiceOption, number>();
  const cited = new Map<ServiceOption, number>();
  const vote = (votes: Map<ServiceOption, number>, option: ServiceOption | undefined) => {
    if (option !== undefined) votes.set(option, (votes.get(option) ?? 0) + 1);
  };
  // Only what followed a visitor's message: the greeting's pages say nothing of what this visitor wants.
  const firstVisitorMessage = messages.findIndex((message) => message.isUser);
  if (firstVisitorMessage < 0) return undefined;
  for (const message of messages.slice(firstVisitorMessage)) {
    if (message.isUser) for (const [option, words] of OPTION_OF_WORDS) if (words.test(message.text)) vote(said, option);
    if (!message.isUser) for (const path of pagesOf(message)) vote(cited, optionOfPath(path));
  }
  return said.size > 0 ? leader(said) : leader(cited);
}
