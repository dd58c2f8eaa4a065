import type { ServiceContent } from '../service-types';
import { serviceSummary } from '../service-summaries';

export const service: ServiceContent = {
  ...serviceSummary('technical-seo-architecture'),
  businessPainPoint:
    'Strong content cannot rank or be cited if crawlers cannot reach it, render it or understand how it fits together. Slow pages, content that only appears after JavaScript runs, duplicate URLs, broken internal links and missing structured data quietly limit results on many business websites. These problems are invisible to most marketing teams until traffic drops.',
  ascSolution:
    'We audit your site the way search engines and AI crawlers experience it, then fix issues in order of impact. The work covers crawlability, rendering, indexation, site speed, internal linking, URL structure and Schema.org structured data for your organization, services, people and content. We also review how AI crawlers are handled in robots.txt and server settings, so your content is available to AI answers where you want it to be. Fixes are delivered as clear tickets for your developers or implemented by our team directly.',
  keyFeatures: [
    'Full crawl and rendering audit, including JavaScript-heavy pages',
    'Core Web Vitals improvements for real-user speed on mobile and desktop',
    'Schema.org markup for organization, services, authors, articles and FAQs',
    'Internal linking and URL architecture aligned with your topic clusters',
    'AI crawler access review covering robots.txt, sitemaps and server rules',
  ],
  benefits: [
    {
      title: 'Everything Gets Found',
      description:
        'Important pages are crawled, rendered and indexed reliably, so your content investment can pay off.',
      icon: 'search',
    },
    {
      title: 'Clear Machine Understanding',
      description:
        'Structured data and a logical architecture tell search engines and AI systems exactly who you are and what you cover.',
      icon: 'network',
    },
    {
      title: 'Faster Experience',
      description: 'Quicker pages improve rankings, conversion rates and visitor satisfaction at the same time.',
      icon: 'gauge',
    },
  ],
  howItWorks: [
    {
      step: 1,
      title: 'Technical Audit',
      description:
        'We crawl and render the site, review server logs and Search Console data, and benchmark speed.',
    },
    {
      step: 2,
      title: 'Prioritized Roadmap',
      description: 'Issues are ranked by impact and effort and written up as actionable tickets.',
    },
    {
      step: 3,
      title: 'Implementation',
      description:
        'We implement fixes directly or work alongside your developers, and validate every change.',
    },
    {
      step: 4,
      title: 'Monitoring',
      description: 'Ongoing checks catch new errors, speed regressions and indexing problems after each release.',
    },
  ],
  aeoFaqSection: [
    {
      question: 'What is technical SEO?',
      answer:
        'Technical SEO is the work that makes a website easy for search engines to crawl, render, index and understand, separate from the content itself. It covers site speed, mobile usability, site architecture, internal links, redirects, canonical tags and structured data. Without it, even excellent content can fail to rank or be cited.',
    },
    {
      question: 'Does structured data help with Google AI Overviews and other AI answers?',
      answer:
        'Structured data helps search engines and AI systems understand the entities on your page, such as your organization, authors, services and answers to common questions. It does not guarantee inclusion in AI Overviews or other AI answers, but it removes ambiguity and supports eligibility for rich results. We treat it as one part of a broader authority and content strategy.',
    },
    {
      question: 'Should I block AI crawlers from my website?',
      answer:
        'Most businesses that want to be cited by AI answer engines should allow the major AI search crawlers to access their public content. Blocking them can remove you from the answers your buyers see. You can still block specific bots or sections, such as gated resources, and we help you set rules that match your goals.',
    },
  ],
  relatedServices: ['ai-websites-landing-pages', 'topical-authority-strategy', 'answer-engine-optimization', 'security-compliance'],
};
