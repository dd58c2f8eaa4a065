/** Title, intro and metadata of each fixed page of the site; routes, the sitemap and prerendering read it. */
import type { StaticPage } from './static-pages-types';
import { pageFromMarkdown } from './markdown-page-meta';
import authorityHubMeta from './pages/authority-hub.md?meta';
import guidesMeta from './pages/authority-hub-guides.md?meta';
import csrMeta from './pages/csr-initiatives.md?meta';
import caseStudiesMeta from './pages/case-studies.md?meta';
import researchMeta from './pages/research.md?meta';
import privacyMeta from './pages/privacy.md?meta';
import termsMeta from './pages/terms.md?meta';
import { aboutHero, aboutMeta } from './pages/about-heading';

export type { StaticPage };

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
      'Become the source AI engines cite: we build AI authority with answer engine optimization (AEO), generative engine optimization (GEO) and topical authority.',
    keywords: ['AI marketing agency', 'AI authority building', 'answer engine optimization', 'generative engine optimization', 'lead generation'],
    section: 'Company',
  }),
  services: page({
    path: '/services',
    title: 'AI Marketing Services Built to Compound Authority',
    label: 'Services',
    eyebrow: 'Service portfolio',
    intro:
      'Services that work as one system: a technical foundation, content worth citing, architecture that connects it, visibility in search and answer engines, and optimization that turns attention into pipeline.',
    description:
      'AI marketing services that work as one system: answer-engine and generative-engine optimization, technical SEO, AI content, automation and analytics.',
    keywords: ['AI marketing services', 'AEO services', 'GEO services', 'technical SEO', 'AI content creation', 'marketing automation'],
    section: 'Services',
    schemaType: 'CollectionPage',
  }),
  about: page({
    path: '/about',
    title: aboutHero.heading,
    label: 'About',
    eyebrow: aboutHero.eyebrow,
    intro: aboutHero.intro,
    metaTitle: aboutMeta.title,
    description: aboutMeta.description,
    keywords: aboutMeta.keywords,
    section: 'Company',
    schemaType: 'AboutPage',
  }),
  contact: page({
    path: '/contact',
    title: 'Start Your Authority Assessment',
    label: 'Contact',
    eyebrow: 'Contact',
    intro:
      'Tell us where you stand and where you want to be: send us a message with the form, or use the phone number and email on this page. A senior strategist answers every enquiry, getting back to you within 24 hours, and you receive a comprehensive strategy within 48 hours.',
    description:
      'Contact Ascend Strategy Consulting for an AI authority assessment. Initial response within 24 hours, strategy within 48 hours, Monday to Friday 9AM-6PM EST.',
    keywords: ['contact AI marketing consultancy', 'AI authority assessment', 'AEO consultation', 'GEO strategy session', 'phone number and email', 'enquiry response time'],
    section: 'Company',
    schemaType: 'ContactPage',
  }),
  authorityHub: pageFromMarkdown(authorityHubMeta, 'Authority Hub', 'Authority Hub', { schemaType: 'CollectionPage' }),
  guides: pageFromMarkdown(guidesMeta, 'Guides', 'Authority Hub', { guide: true }),
  csrInitiatives: pageFromMarkdown(csrMeta, 'CSR Initiatives', 'Company'),
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
    schemaType: 'CollectionPage',
  }),
  caseStudies: pageFromMarkdown(caseStudiesMeta, 'Case Studies', 'Insights & Research'),
  research: pageFromMarkdown(researchMeta, 'Research', 'Insights & Research'),
  privacy: pageFromMarkdown(privacyMeta, 'Privacy Policy', 'Legal'),
  terms: pageFromMarkdown(termsMeta, 'Terms of Service', 'Legal'),
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
