/** SPEC section 2's route table, with every slug SPEC names: what the visitor-facing tests walk through. */

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
export const alias = {
  path: '/insights/e-e-a-t-in-the-age-of-generative-ai-building-unshakeable-authority',
  target: '/insights/e-e-a-t-evolution-building-authority-in-the-generative-ai-era',
};

/** SPEC's placeholders: any unknown slug shows the exact title and text, answered with a 404. */
export const placeholderPages = [
  { path: '/authority-hub/local-seo-for-clinics', title: 'Pillar Page', text: 'Coming Soon - Comprehensive topic guides' },
  {
    path: '/csr-initiatives/ai-customer-service',
    title: 'AI Customer Service Details',
    text: 'Coming Soon - Individual CSR implementation details',
  },
  { path: '/insights/an-article-not-written-yet', title: 'Article Details', text: 'Coming Soon - Individual article pages' },
  { path: '/case-studies/regional-law-firm', title: 'Case Study Details', text: 'Coming Soon - Detailed case study analysis' },
  { path: '/research/ai-citation-index-2026', title: 'Research Report', text: 'Coming Soon - Downloadable research report' },
];

export const notFound = {
  path: '/this/path/does-not-exist',
  title: '404 - Page Not Found',
  text: "The page you're looking for doesn't exist.",
};

/** Every page that must exist with status 200. */
export const allPages = [
  ...staticPaths,
  ...serviceSlugs.map((s) => `/services/${s}`),
  ...pillarSlugs.map((s) => `/authority-hub/${s}`),
  ...insightSlugs.map((s) => `/insights/${s}`),
];

/** What a visitor may open besides the pages: the placeholders and the 404 page (status 404). */
export const notFoundDocuments = [...placeholderPages.map((p) => p.path), notFound.path];
