/**
 * Every service's slug, title and origin, in catalogue order: the light part of the service catalogue. The
 * catalogue's entries take their slug, title and origin from here, and whatever names, counts or links
 * services without needing their full text (header, footer, chat) reads them here, so no page states a
 * service name or a number of services of its own.
 */

/** 'static': one of SPEC's 14 static-catalogue services; 'database': one of the 7 known on the database side. */
export type ServiceOrigin = 'static' | 'database';

/** Who a service is: its slug (its page is /services/{slug}), its title and where SPEC lists it. */
export interface ServiceIdentity {
  slug: string;
  title: string;
  origin: ServiceOrigin;
}

/** The 21 services: SPEC's static catalogue in SPEC order, then the database-side services. */
export const serviceDirectory = [
  { slug: 'seo-ppc-superpowers', title: 'SEO & PPC Superpowers', origin: 'static' },
  { slug: 'content-media-creation', title: 'Content & Media Creation', origin: 'static' },
  { slug: 'omnichannel-communication', title: 'Omnichannel Communication', origin: 'static' },
  { slug: 'intelligent-campaigns', title: 'Intelligent Campaigns', origin: 'static' },
  { slug: 'analytics-reporting', title: 'Analytics & Reporting', origin: 'static' },
  { slug: 'intent-graph-targeting', title: 'Intent Graph Targeting', origin: 'static' },
  { slug: 'precision-lead-management', title: 'Precision Lead Management', origin: 'static' },
  { slug: 'security-compliance', title: 'Security & Compliance', origin: 'static' },
  { slug: 'ai-websites-landing-pages', title: 'AI Websites & Landing Pages', origin: 'static' },
  { slug: 'outreach-partnerships', title: 'Outreach & Partnerships', origin: 'static' },
  { slug: 'voice-agent-verification', title: 'Voice Agent Verification', origin: 'static' },
  { slug: 'ai-lead-generation', title: 'AI Lead Generation', origin: 'static' },
  { slug: 'omnichannel-nurturing', title: 'Omnichannel Nurturing', origin: 'static' },
  { slug: 'competitor-monitoring', title: 'Competitor Monitoring', origin: 'static' },
  { slug: 'technical-seo-architecture', title: 'Technical SEO Architecture', origin: 'database' },
  { slug: 'ai-content-creation', title: 'AI Content Creation', origin: 'database' },
  { slug: 'topical-authority-strategy', title: 'Topical Authority Strategy', origin: 'database' },
  { slug: 'answer-engine-optimization', title: 'Answer Engine Optimization', origin: 'database' },
  { slug: 'generative-engine-optimization', title: 'Generative Engine Optimization', origin: 'database' },
  { slug: 'ai-marketing-automation', title: 'AI Marketing Automation', origin: 'database' },
  { slug: 'real-time-analytics', title: 'Real-Time Analytics', origin: 'database' },
] as const satisfies readonly ServiceIdentity[];

/** A slug of the catalogue. */
export type ServiceSlug = (typeof serviceDirectory)[number]['slug'];

/** How the site names the two parts of the catalogue when it counts them (chat, the chatbot's grounding). */
export const serviceFamilyNames: Record<ServiceOrigin, string> = {
  static: 'marketing and lead-generation services',
  database: 'AI authority programmes',
};

/** The identity of a catalogue service; throws for a slug the catalogue does not have. */
export function serviceIdentity(slug: ServiceSlug): ServiceIdentity {
  const identity = serviceDirectory.find((s) => s.slug === slug);
  if (!identity) throw new Error(`Unknown service slug '${slug}'`);
  return { slug: identity.slug, title: identity.title, origin: identity.origin };
}

/** The services of one part of the catalogue, in catalogue order. */
export function servicesOfOrigin(origin: ServiceOrigin): ServiceIdentity[] {
  return serviceDirectory.filter((s) => s.origin === origin);
}

/** The page of a service. */
export function servicePath(slug: ServiceSlug): `/services/${ServiceSlug}` {
  return `/services/${slug}`;
}
