/** docs/product/routes.md's route table, with every slug SPEC names: what the visitor-facing tests walk through. */
import { ALIAS, NOT_FOUND, PLACEHOLDERS } from '../../scripts/edge/spec-texts.mjs';

export const serviceSlugs = [
  'seo-ppc-superpowers',
  'content-media-creation',
  'omnichannel-communication',
  'intelligent-campaigns',
  'analytics-reporting',
  'intent-graph-targeting',
  'precision-lead-management',
  'security-compliance',
  'ai-websites-landing-pages',
  'outreach-partnerships',
  'voice-agent-verification',
  'ai-lead-generation',
  'omnichannel-nurturing',
  'competitor-monitoring',
  'technical-seo-architecture',
  'ai-content-creation',
  'topical-authority-strategy',
  'answer-engine-optimization',
  'generative-engine-optimization',
  'ai-marketing-automation',
  'real-time-analytics',
];

export const pillarSlugs = [
  'ai-engine-optimization-mastery',
  'topical-authority-architecture',
  'technical-framework-excellence',
  'ai-powered-content-operations',
  'marketing-automation-intelligence',
  'csr--trust-engineering',
];

export const insightSlugs = [
  'the-ai-authority-imperative-gartners-50-traffic-decline-prediction',
  'zero-click-searches-the-new-reality-of-information-discovery',
  'the-integrated-service-ecosystem-strategic-flywheel-analysis',
  'e-e-a-t-evolution-building-authority-in-the-generative-ai-era',
  'marketing-pain-points-2025-resource-crunch-to-ai-solution',
  'aeo-vs-geo-understanding-the-new-search-landscape',
  'ai-content-operations-scaling-quality-with-automation',
  'topical-authority-the-ultimate-competitive-moat',
  'csr-as-ai-trust-signal-beyond-traditional-marketing',
  'the-ai-authority-imperative-why-traditional-seo-is-dead',
  'the-integrated-service-ecosystem-how-ai-services-compound-authority',
];

export const staticPaths = [
  '/',
  '/services',
  '/about',
  '/contact',
  '/authority-hub',
  '/authority-hub/guides',
  '/csr-initiatives',
  '/insights',
  '/case-studies',
  '/research',
  '/privacy',
  '/terms',
  '/sitemap',
];

/** SPEC's second address of the E-E-A-T article: a permanent redirect to the article. */
export const alias = { path: ALIAS.from, target: ALIAS.to };

// A made-up slug in each placeholder section.
const madeUpSlugs: Record<string, string> = {
  '/authority-hub': 'local-seo-for-clinics',
  '/csr-initiatives': 'ai-customer-service',
  '/insights': 'an-article-not-written-yet',
  '/case-studies': 'regional-law-firm',
  '/research': 'ai-citation-index-2026',
};

/** SPEC's placeholders: any unknown slug shows the exact title and text, answered with a 404. */
export const placeholderPages = PLACEHOLDERS.map(({ section, title, text }) => ({ path: `${section}/${madeUpSlugs[section]}`, title, text }));

export const notFound = { path: '/this/path/does-not-exist', ...NOT_FOUND };

/** Every page that must exist with status 200. */
export const allPages = [
  ...staticPaths,
  ...serviceSlugs.map((s) => `/services/${s}`),
  ...pillarSlugs.map((s) => `/authority-hub/${s}`),
  ...insightSlugs.map((s) => `/insights/${s}`),
];

/** What a visitor may open besides the pages: the placeholders and the 404 page (status 404). */
export const notFoundDocuments = [...placeholderPages.map((p) => p.path), notFound.path];
