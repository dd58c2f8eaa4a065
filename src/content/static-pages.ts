/** Title, intro and metadata of each fixed page of the site; routes, the sitemap and prerendering read it. */

export interface StaticPage {
  path: string;
  /** H1 */
  title: string;
  /** short label in navigation and the sitemap */
  label: string;
  eyebrow: string;
  intro: string;
  description: string;
  keywords: string[];
  section: 'Company' | 'Services' | 'Authority Hub' | 'Insights & Research' | 'Legal';
  noindex?: boolean;
}

function page(p: StaticPage): StaticPage {
  return p;
}

export const staticPages = {
  home: page({
    path: '/',
    title: 'Lead Generation That AI Engines Trust',
    label: 'Home',
    eyebrow: 'AI authority building since 2003',
    intro:
      'Search is turning into answers. We make your firm the source that ChatGPT, Perplexity, Gemini and Google AI Overviews cite, and turn that authority into qualified pipeline.',
    description:
      'Become the authority AI engines cite. Ascend Strategy Consulting builds AI authority with answer-engine and generative-engine optimization, topical authority and AI content operations.',
    keywords: ['AI marketing agency', 'AI authority building', 'answer engine optimization', 'generative engine optimization', 'lead generation'],
    section: 'Company',
  }),
  services: page({
    path: '/services',
    title: 'AI Marketing Services Built to Compound Authority',
    label: 'Services',
    eyebrow: 'Service portfolio',
    intro:
      'Fourteen services that work as one system: a technical foundation, content worth citing, architecture that connects it, visibility in search and answer engines, and optimization that turns attention into pipeline.',
    description:
      'Explore AI marketing services: answer-engine and generative-engine optimization, technical SEO, AI content creation, marketing automation, analytics and lead generation.',
    keywords: ['AI marketing services', 'AEO services', 'GEO services', 'technical SEO', 'AI content creation', 'marketing automation'],
    section: 'Services',
  }),
  about: page({
    path: '/about',
    title: 'From Being Ranked to Being Cited',
    label: 'About',
    eyebrow: 'About Ascend',
    intro:
      'For more than 20 years we have helped firms earn attention from search engines. Today we help them earn something harder: the trust of the AI systems that now answer their buyers’ questions.',
    description:
      'About Ascend Strategy Consulting: 20+ years and 350+ client projects building search visibility, now focused on AI authority, AEO, GEO and integrated marketing.',
    keywords: ['about Ascend Strategy Consulting', 'AI marketing consultancy', 'integrated service model', 'AI authority'],
    section: 'Company',
  }),
  contact: page({
    path: '/contact',
    title: 'Start Your Authority Assessment',
    label: 'Contact',
    eyebrow: 'Contact',
    intro:
      'Tell us where you stand and where you want to be. A senior strategist answers within 24 hours, and you receive a comprehensive strategy within 48 hours.',
    description:
      'Contact Ascend Strategy Consulting for an AI authority assessment. Initial response within 24 hours, strategy within 48 hours, Monday to Friday 9AM-6PM EST.',
    keywords: ['contact AI marketing consultancy', 'AI authority assessment', 'AEO consultation', 'GEO strategy session'],
    section: 'Company',
  }),
  authorityHub: page({
    path: '/authority-hub',
    title: 'The Authority Hub',
    label: 'Authority Hub',
    eyebrow: 'Knowledge base',
    intro:
      'Six pillar guides and a library of practical how-tos on becoming the source AI engines trust: AEO and GEO, topical authority, technical excellence, content operations, automation and trust.',
    description:
      'The Authority Hub: in-depth pillar guides on AI engine optimization, topical authority, technical SEO, AI content operations, marketing automation and trust engineering.',
    keywords: ['authority hub', 'AEO guide', 'GEO guide', 'topical authority guide', 'AI content operations guide'],
    section: 'Authority Hub',
  }),
  guides: page({
    path: '/authority-hub/guides',
    title: 'Authority Guides',
    label: 'Guides',
    eyebrow: 'Authority Hub',
    intro: 'Step-by-step guides your team can run this week: audits, schema, FAQs, topic maps and the measurements that matter.',
    description:
      'Practical step-by-step guides for AI authority: audit AI citations, structure FAQs for answer engines, write organization schema, build topic maps and measure share of AI voice.',
    keywords: ['AEO how-to', 'AI citation audit', 'FAQ schema guide', 'topic map', 'share of AI voice'],
    section: 'Authority Hub',
  }),
  csrInitiatives: page({
    path: '/csr-initiatives',
    title: 'CSR Initiatives',
    label: 'CSR Initiatives',
    eyebrow: 'Responsibility',
    intro:
      'Trust is the asset we help clients build, so we hold ourselves to the same standard: measurable commitments to our community, to accessibility and to responsible AI.',
    description:
      'Our corporate social responsibility initiatives: pro-bono visibility for nonprofits, accessibility, responsible AI content, privacy by design and mentoring.',
    keywords: ['CSR initiatives', 'responsible AI marketing', 'accessibility commitment', 'pro bono marketing'],
    section: 'Company',
  }),
  insights: page({
    path: '/insights',
    title: 'Strategic Intelligence',
    label: 'Insights',
    eyebrow: 'Insights',
    intro:
      'Long-form analysis on the shift from search to answers: what is changing, what it means for your pipeline, and the frameworks we use with clients.',
    description:
      'Insights on AI authority, zero-click search, AEO vs GEO, E-E-A-T, topical authority and AI content operations from Ascend Strategy Consulting.',
    keywords: ['AI marketing insights', 'zero-click search', 'AEO vs GEO', 'E-E-A-T', 'topical authority'],
    section: 'Insights & Research',
  }),
  caseStudies: page({
    path: '/case-studies',
    title: 'Case Studies',
    label: 'Case Studies',
    eyebrow: 'Results',
    intro: 'What changes when a firm becomes the source AI engines cite, measured in citations, inquiries, client value and sales cycles.',
    description:
      'Case studies in AI authority building: a 340% rise in AI citations, 156% more high-value inquiries, retention from 73% to 94% and client value up 187%.',
    keywords: ['AI marketing case studies', 'AEO results', 'AI citation growth', 'B2B lead generation results'],
    section: 'Insights & Research',
  }),
  research: page({
    path: '/research',
    title: 'Research',
    label: 'Research',
    eyebrow: 'Research program',
    intro: 'How AI answer engines choose their sources, and what that means for the firms that want to be chosen.',
    description:
      'Our research program on AI citation patterns, zero-click behaviour and entity coverage: methods, themes and what we observe across client engagements.',
    keywords: ['AI citation research', 'zero-click research', 'answer engine research', 'entity coverage'],
    section: 'Insights & Research',
  }),
  privacy: page({
    path: '/privacy',
    title: 'Privacy Policy',
    label: 'Privacy Policy',
    eyebrow: 'Legal',
    intro: 'What this site stores on your device and on our servers, for how long, and how to have it deleted.',
    description:
      'Privacy policy of Ascend Strategy Consulting: what the website stores on your device and our servers, retention periods and how to request deletion.',
    keywords: ['privacy policy', 'data retention', 'deletion request'],
    section: 'Legal',
  }),
  terms: page({
    path: '/terms',
    title: 'Terms of Service',
    label: 'Terms of Service',
    eyebrow: 'Legal',
    intro: 'The terms that apply when you use this website and its resources.',
    description: 'Terms of service for the Ascend Strategy Consulting website, its content, newsletter and AI assistant.',
    keywords: ['terms of service', 'website terms'],
    section: 'Legal',
  }),
  sitemap: page({
    path: '/sitemap',
    title: 'Sitemap',
    label: 'Sitemap',
    eyebrow: 'Navigate',
    intro: 'Every page of this site in one place.',
    description: 'A complete list of the pages on the Ascend Strategy Consulting website: services, insights, the Authority Hub, company and legal pages.',
    keywords: ['sitemap'],
    section: 'Legal',
  }),
} as const;
