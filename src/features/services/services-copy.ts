/** Every text of the services pages below their titles (the /services title, eyebrow and intro live in content/static-pages; the portfolio's in service-portfolio-copy.ts). */

/** An internal destination the services pages link to. */
export type ServicesLinkTarget = '/contact' | '/about' | '/services' | '/authority-hub';

/** A button-like link. */
export interface ServicesLink {
  label: string;
  to: ServicesLinkTarget;
}

/** A closing call to action: heading, one paragraph, two links. */
export interface ServicesCallToActionCopy {
  title: string;
  text: string;
  primary: ServicesLink;
  secondary: ServicesLink;
}

/** One static category block of /services; `serviceSlugs` are slugs of the service catalogue. */
export interface ServiceCategoryCopy {
  id: 'foundation' | 'optimization' | 'intelligence';
  title: string;
  description: string;
  serviceSlugs: readonly string[];
}

/**
 * The words of the /services page's static regions, which only the server renders (the client keeps
 * their HTML; a bundler keeps an object whole, so the portfolio's words, hydrated, are their own object).
 */
export const servicesListCopy = {
  hero: {
    primary: { label: 'Start Your Transformation', to: '/contact' } satisfies ServicesLink,
    secondary: { label: 'Explore Authority Hub', to: '/authority-hub' } satisfies ServicesLink,
  },
  categories: {
    eyebrow: 'How it fits together',
    title: 'Three layers of AI authority',
    intro: 'Every engagement builds on the same three layers, in this order. Most clients start with the layer where they are weakest.',
    items: [
      {
        id: 'foundation',
        title: 'Foundation',
        description:
          'The technical and structural base that lets search and AI engines find, understand and trust your firm: a fast, secure site and an architecture of expertise.',
        serviceSlugs: ['technical-seo-architecture', 'security-compliance', 'ai-websites-landing-pages', 'topical-authority-strategy'],
      },
      {
        id: 'optimization',
        title: 'Optimization',
        description:
          'Visibility where buyers now ask: in answer boxes, AI-generated answers and search results, with the content and campaigns that earn it.',
        serviceSlugs: ['answer-engine-optimization', 'generative-engine-optimization', 'seo-ppc-superpowers', 'ai-content-creation'],
      },
      {
        id: 'intelligence',
        title: 'Intelligence',
        description:
          'Measurement, monitoring and automation that show what is producing pipeline, and act on it while the buyer is still interested.',
        serviceSlugs: ['real-time-analytics', 'competitor-monitoring', 'ai-marketing-automation', 'precision-lead-management'],
      },
    ] satisfies ServiceCategoryCopy[],
    serviceListLabel: (category: string) => `${category} services`,
  },
  closing: {
    title: 'Not sure where to start?',
    text: 'Tell us where you stand today. A senior strategist responds within 24 hours, and you receive a comprehensive strategy within 48 hours.',
    primary: { label: 'Request Your Assessment', to: '/contact' },
    secondary: { label: 'About Our Approach', to: '/about' },
  } satisfies ServicesCallToActionCopy,
} as const;

/** The service detail page's words. */
export const serviceDetailCopy = {
  loading: 'Loading service details...',
  eyebrow: 'AI marketing service',
  hero: {
    primary: { label: 'Get Started', to: '/contact' } satisfies ServicesLink,
    secondary: { label: 'View All Services', to: '/services' } satisfies ServicesLink,
  },
  assurances: {
    title: 'Working with Ascend',
    items: [
      'Helping firms earn search visibility since 2003',
      'A senior strategist responds within 24 hours',
      'A comprehensive strategy within 48 hours',
    ],
  },
  sections: {
    challenge: 'The Challenge',
    solution: 'Our Solution',
    keyFeatures: 'Key Features',
    keyFeaturesIntro: 'What is included when we deliver this service for you.',
    benefits: 'Key Benefits',
    howItWorks: 'How It Works',
    howItWorksIntro: 'A clear process, with agreed deliverables at every step.',
    stepLabel: (step: number) => `Step ${step}`,
    faq: 'Frequently Asked Questions',
    faqIntro: 'Straight answers to the questions clients ask us before they start.',
    faqContact: { label: 'Ask us your own question', to: '/contact' } satisfies ServicesLink,
    related: 'Related Services',
    relatedIntro: 'Services that strengthen this one.',
  },
  closing: (serviceTitle: string): ServicesCallToActionCopy => ({
    title: `Ready to put ${serviceTitle} to work?`,
    text: 'Tell us about your goals. A senior strategist responds within 24 hours, and you receive a comprehensive strategy within 48 hours.',
    primary: { label: 'Schedule a Consultation', to: '/contact' },
    secondary: { label: 'Explore All Services', to: '/services' },
  }),
} as const;
