/** The service catalogue: 14 static-catalogue services (docs/product/routes.md) followed by the 7 known on the database side. */
import type { ServiceContent } from './service-types';
import { optionalDate, requiredDescription } from '../content-rules';
import { service as seoPpcSuperpowers } from './catalogue/seo-ppc-superpowers';
import { service as contentMediaCreation } from './catalogue/content-media-creation';
import { service as omnichannelCommunication } from './catalogue/omnichannel-communication';
import { service as intelligentCampaigns } from './catalogue/intelligent-campaigns';
import { service as analyticsReporting } from './catalogue/analytics-reporting';
import { service as intentGraphTargeting } from './catalogue/intent-graph-targeting';
import { service as precisionLeadManagement } from './catalogue/precision-lead-management';
import { service as securityCompliance } from './catalogue/security-compliance';
import { service as aiWebsitesLandingPages } from './catalogue/ai-websites-landing-pages';
import { service as outreachPartnerships } from './catalogue/outreach-partnerships';
import { service as voiceAgentVerification } from './catalogue/voice-agent-verification';
import { service as aiLeadGeneration } from './catalogue/ai-lead-generation';
import { service as omnichannelNurturing } from './catalogue/omnichannel-nurturing';
import { service as competitorMonitoring } from './catalogue/competitor-monitoring';
import { service as technicalSeoArchitecture } from './catalogue/technical-seo-architecture';
import { service as aiContentCreation } from './catalogue/ai-content-creation';
import { service as topicalAuthorityStrategy } from './catalogue/topical-authority-strategy';
import { service as answerEngineOptimization } from './catalogue/answer-engine-optimization';
import { service as generativeEngineOptimization } from './catalogue/generative-engine-optimization';
import { service as aiMarketingAutomation } from './catalogue/ai-marketing-automation';
import { service as realTimeAnalytics } from './catalogue/real-time-analytics';

/** A service's subtitle is its page's meta description and its date feeds lastmod: both checked when the catalogue loads, so a bad entry stops the build naming its file. */
export function checkedService(service: ServiceContent): ServiceContent {
  const file = `src/content/services/catalogue/${service.slug}.ts`;
  const fields = service as unknown as Record<string, unknown>;
  requiredDescription(fields, file, 'subtitle');
  optionalDate(fields, 'updated', file);
  return service;
}

/** All 21 services: the 14 static-catalogue slugs in SPEC order (origin 'static'), then the 7 database-side slugs (origin 'database'). */
export const serviceCatalogue: readonly ServiceContent[] = ([
  seoPpcSuperpowers,
  contentMediaCreation,
  omnichannelCommunication,
  intelligentCampaigns,
  analyticsReporting,
  intentGraphTargeting,
  precisionLeadManagement,
  securityCompliance,
  aiWebsitesLandingPages,
  outreachPartnerships,
  voiceAgentVerification,
  aiLeadGeneration,
  omnichannelNurturing,
  competitorMonitoring,
  technicalSeoArchitecture,
  aiContentCreation,
  topicalAuthorityStrategy,
  answerEngineOptimization,
  generativeEngineOptimization,
  aiMarketingAutomation,
  realTimeAnalytics,
] satisfies ServiceContent[]).map(checkedService);

/** The service with this slug, or undefined. */
export function findService(slug: string): ServiceContent | undefined {
  return serviceCatalogue.find((s) => s.slug === slug);
}
