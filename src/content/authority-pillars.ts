/** The six pillar guides of the Authority Hub, in hub order. */

export interface AuthorityPillar {
  slug: string;
  title: string;
  summary: string;
}

export const authorityPillars: readonly AuthorityPillar[] = [
  {
    slug: 'ai-engine-optimization-mastery',
    title: 'AI Engine Optimization Mastery',
    summary: 'How answer engines and generative engines choose their sources, and how to become one of them.',
  },
  {
    slug: 'topical-authority-architecture',
    title: 'Topical Authority Architecture',
    summary: 'Entity-based topic models, pillar-and-cluster structures and internal links that prove depth.',
  },
  {
    slug: 'technical-framework-excellence',
    title: 'Technical Framework Excellence',
    summary: 'Crawlability for search and AI crawlers, structured data, performance and prerendering.',
  },
  {
    slug: 'ai-powered-content-operations',
    title: 'AI-Powered Content Operations',
    summary: 'An operating model for producing expert content at scale without losing quality or voice.',
  },
  {
    slug: 'marketing-automation-intelligence',
    title: 'Marketing Automation Intelligence',
    summary: 'Automation that reacts to intent, nurtures with relevance and hands sales the right lead.',
  },
  {
    slug: 'csr--trust-engineering',
    title: 'CSR & Trust Engineering',
    summary: 'Verifiable trust signals, responsible practices and the evidence AI systems look for.',
  },
];

export function findPillar(slug: string): AuthorityPillar | undefined {
  return authorityPillars.find((p) => p.slug === slug);
}
