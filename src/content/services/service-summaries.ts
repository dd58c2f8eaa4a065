/**
 * What a page needs to name, draw or link a service without its full text: the directory's identity plus
 * the subtitle, hero icon and map group. Pages that list or link services (home, about, hubs, sitemap,
 * related links) import this small module; a service's full copy (service-catalogue.ts) loads only where
 * the whole text is shown. The catalogue's entries take these fields from here, so each is written once.
 */
import { serviceDirectory, type ServiceIdentity, type ServiceSlug } from './service-directory';
import type { ServiceGroup, ServiceIconName } from './service-types';

/** A service as a link, card or map node shows it. */
export interface ServiceSummary extends ServiceIdentity {
  subtitle: string;
  heroIcon: ServiceIconName;
  group: ServiceGroup;
  /** when the copy last changed (YYYY-MM-DD); without it, the static publish date 2025-01-15 (docs/product/constants.md) */
  updated?: string;
}

type SummaryFields = Omit<ServiceSummary, keyof ServiceIdentity>;

const summaryFields: Record<ServiceSlug, SummaryFields> = {
  'seo-ppc-superpowers': {
    subtitle: 'Organic search and paid media run as one program, so every dollar and every ranking supports the other.',
    heroIcon: 'search',
    group: 'visibility',
  },
  'content-media-creation': {
    subtitle: 'Expert-led articles, video and visual assets built to be read, shared and cited by AI answer engines.',
    heroIcon: 'pen-tool',
    group: 'rawMaterial',
  },
  'omnichannel-communication': {
    subtitle: 'One consistent conversation with each buyer across email, SMS, social, chat and phone, in the right order.',
    heroIcon: 'share-2',
    group: 'architecture',
  },
  'intelligent-campaigns': {
    subtitle: 'Campaigns planned around buyer intent and adjusted weekly with AI, instead of launched once and left to run.',
    heroIcon: 'target',
    group: 'architecture',
  },
  'analytics-reporting': {
    subtitle: 'Clean tracking and clear reports that connect marketing activity to pipeline, revenue and AI visibility.',
    heroIcon: 'bar-chart-3',
    group: 'rawMaterial',
  },
  'intent-graph-targeting': {
    subtitle: 'Find and reach the accounts actively researching your solution, with intent signals mapped to buying stages.',
    heroIcon: 'crosshair',
    group: 'optimization',
  },
  'precision-lead-management': {
    subtitle: 'Every inquiry scored, routed and followed up within minutes, so qualified leads never wait or slip away.',
    heroIcon: 'users',
    group: 'optimization',
  },
  'security-compliance': {
    subtitle: 'Privacy-aware marketing operations with consent, data handling and site security built in from the start.',
    heroIcon: 'shield-check',
    group: 'foundation',
  },
  'ai-websites-landing-pages': {
    subtitle: 'Fast, structured websites and landing pages that convert visitors and give AI engines clean content to cite.',
    heroIcon: 'layout-template',
    group: 'foundation',
  },
  'outreach-partnerships': {
    subtitle: 'Earn mentions, links and co-marketing partners from sources that search engines and AI models already trust.',
    heroIcon: 'handshake',
    group: 'optimization',
  },
  'voice-agent-verification': {
    subtitle: 'Test, verify and monitor AI voice agents so every call is accurate, disclosed, consent-aware and on brand.',
    heroIcon: 'phone-call',
    group: 'trust',
  },
  'ai-lead-generation': {
    subtitle: 'A steady flow of qualified inquiries from buyers who found you through search, AI answers and expert content.',
    heroIcon: 'magnet',
    group: 'optimization',
  },
  'omnichannel-nurturing': {
    subtitle: 'Keep prospects engaged with timely, useful messages across email, social, ads and sales until they are ready.',
    heroIcon: 'repeat',
    group: 'architecture',
  },
  'competitor-monitoring': {
    subtitle: 'Know where competitors win rankings, AI citations and share of voice, and where you can move ahead of them.',
    heroIcon: 'radar',
    group: 'visibility',
  },
  'technical-seo-architecture': {
    subtitle: 'A fast, crawlable, well-structured site that search engines and AI crawlers can find, understand and trust.',
    heroIcon: 'code-2',
    group: 'foundation',
  },
  'ai-content-creation': {
    subtitle: 'An AI-assisted content operation that publishes expert, accurate content at scale without losing your voice.',
    heroIcon: 'sparkles',
    group: 'rawMaterial',
  },
  'topical-authority-strategy': {
    subtitle: 'Own the subjects your buyers research with a complete, well-linked body of expert content on each core topic.',
    heroIcon: 'network',
    group: 'architecture',
  },
  'answer-engine-optimization': {
    subtitle: 'Become the source that ChatGPT, Perplexity, Gemini, Copilot and Google AI Overviews quote when buyers ask.',
    heroIcon: 'message-square-quote',
    group: 'visibility',
  },
  'generative-engine-optimization': {
    subtitle: 'Shape how generative AI models describe your brand, services and expertise in the answers buyers read.',
    heroIcon: 'brain-circuit',
    group: 'visibility',
  },
  'ai-marketing-automation': {
    subtitle: 'Automate the repetitive work in your marketing so your team spends its time on strategy, clients and ideas.',
    heroIcon: 'workflow',
    group: 'optimization',
  },
  'real-time-analytics': {
    subtitle: 'Live dashboards and alerts that show what is working today, so you can act in hours instead of weeks.',
    heroIcon: 'activity',
    group: 'rawMaterial',
  },
};

/**
 * All 21 summaries, in catalogue order. Pure to the bundler, like the article index: a page whose client
 * imports this module only for its server-only parts (a Markdown page's related links) does not load it.
 */
export const serviceSummaries: readonly ServiceSummary[] = /* @__PURE__ */ serviceDirectory.map((identity) => ({
  slug: identity.slug,
  title: identity.title,
  origin: identity.origin,
  ...summaryFields[identity.slug],
}));

/** The summary of a catalogue service; throws for a slug the catalogue does not have. */
export function serviceSummary(slug: ServiceSlug): ServiceSummary {
  const summary = findServiceSummary(slug);
  if (!summary) throw new Error(`Unknown service slug '${slug}'`);
  return summary;
}

/** The summary of the service with this slug, or undefined. */
export function findServiceSummary(slug: string): ServiceSummary | undefined {
  return serviceSummaries.find((s) => s.slug === slug);
}
