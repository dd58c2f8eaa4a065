/**
 * Questions visitors ask, written from SPEC's content, each with the page that answers it. The
 * relevance tests hold the site search (offline, in the browser) and the assistant's retrieval
 * (online, in the edge function) to: the expected page among the first three for 90% of them.
 */
export const visitorQuestions: ReadonlyArray<{
  question: string;
  expected: string;
}> = [
  {
    question: 'how do I get cited by ChatGPT',
    expected: '/authority-hub/ai-engine-optimization-mastery',
  },
  {
    question: 'zero click',
    expected: '/insights/zero-click-searches-the-new-reality-of-information-discovery',
  },
  {
    question: 'testing AI voice agents before launch',
    expected: '/services/voice-agent-verification',
  },
  {
    question: 'technical SEO audit',
    expected: '/services/technical-seo-architecture',
  },
  {
    question: 'difference between AEO and GEO',
    expected: '/insights/aeo-vs-geo-understanding-the-new-search-landscape',
  },
  {
    question: 'Gartner predicts 50% less organic traffic',
    expected: '/insights/the-ai-authority-imperative-gartners-50-traffic-decline-prediction',
  },
  {
    question: 'E-E-A-T for healthcare',
    expected: '/insights/e-e-a-t-evolution-building-authority-in-the-generative-ai-era',
  },
  {
    question: 'why does topical authority matter',
    expected: '/insights/topical-authority-the-ultimate-competitive-moat',
  },
  {
    question: 'marketing automation help',
    expected: '/services/ai-marketing-automation',
  },
  {
    question: 'lead scoring and routing to sales',
    expected: '/services/precision-lead-management',
  },
  {
    question: 'keep track of what competitors are doing',
    expected: '/services/competitor-monitoring',
  },
  {
    question: 'GDPR and data security for marketing',
    expected: '/services/security-compliance',
  },
  {
    question: 'landing pages that convert',
    expected: '/services/ai-websites-landing-pages',
  },
  {
    question: 'partnerships and outreach for backlinks',
    expected: '/services/outreach-partnerships',
  },
  {
    question: 'nurture leads by email and SMS',
    expected: '/services/omnichannel-nurturing',
  },
  {
    question: 'dashboards and ROI reporting',
    expected: '/services/analytics-reporting',
  },
  { question: 'when was the firm founded', expected: '/about' },
  {
    question: 'results for a professional services firm after 18 months',
    expected: '/case-studies',
  },
  { question: 'pro bono work for nonprofits', expected: '/csr-initiatives' },
  {
    question: 'how to write an llms.txt file',
    expected: '/authority-hub/guides',
  },
  {
    question: 'can AI crawlers read my JavaScript site',
    expected: '/authority-hub/technical-framework-excellence',
  },
  {
    question: 'marketing pain points resource crunch',
    expected: '/insights/marketing-pain-points-2025-resource-crunch-to-ai-solution',
  },
  {
    question: 'client retention went from 73% to 94%',
    expected: '/insights/the-integrated-service-ecosystem-how-ai-services-compound-authority',
  },
  {
    question: 'the three phases of the authority flywheel',
    expected: '/insights/the-integrated-service-ecosystem-strategic-flywheel-analysis',
  },
  {
    question: 'is social responsibility a trust signal for AI',
    expected: '/insights/csr-as-ai-trust-signal-beyond-traditional-marketing',
  },
  { question: 'how do you run citation audits', expected: '/research' },
  {
    question: 'target buyers by intent data',
    expected: '/services/intent-graph-targeting',
  },
  {
    question: 'run SEO and PPC together',
    expected: '/services/seo-ppc-superpowers',
  },
  { question: 'what happens to my personal data', expected: '/privacy' },
  { question: 'office hours and response time', expected: '/contact' },
  {
    question: 'generativ engine optimisation',
    expected: '/services/generative-engine-optimization',
  },
  {
    question: 'competitr monitoring',
    expected: '/services/competitor-monitoring',
  },
  {
    question: 'why traditional SEO is dead',
    expected: '/insights/the-ai-authority-imperative-why-traditional-seo-is-dead',
  },
  {
    question: 'real-time alerts when campaigns change',
    expected: '/services/real-time-analytics',
  },
];
