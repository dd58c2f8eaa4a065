import type { ServiceContent } from '../service-types';
import { serviceSummary } from '../service-summaries';

export const service: ServiceContent = {
  ...serviceSummary('ai-websites-landing-pages'),
  businessPainPoint:
    'Many company websites are slow, hard to update and built as brochures rather than as answers to buyer questions. Search engines and AI crawlers struggle to understand them, and visitors leave before they reach a contact form. Launching a new landing page takes weeks because every change goes through a developer.',
  ascSolution:
    'We design and build websites and landing pages around the questions your buyers ask and the actions you want them to take. Pages are fast, accessible and built with clean HTML and structured data, so search engines and AI crawlers can understand and quote them. A modular component system lets your team launch new landing pages in hours without developer help. AI tools support copy variants and personalization, while conversion testing decides what stays.',
  keyFeatures: [
    'Question-led information architecture based on real buyer research',
    'Fast page loads that pass Core Web Vitals on mobile',
    'Schema.org structured data for services, articles, FAQs and organization',
    'Reusable landing page components your team can assemble without developers',
    'Built-in conversion testing and accessible design following WCAG guidelines',
  ],
  benefits: [
    {
      title: 'More Conversions',
      description:
        'Clear pages that answer questions and make the next step obvious turn more visitors into inquiries.',
      icon: 'trending-up',
    },
    {
      title: 'Machine-Readable Authority',
      description:
        'Clean markup and structured data help search engines and AI systems understand who you are and what you know.',
      icon: 'code-2',
    },
    {
      title: 'Launch Speed',
      description: 'Your marketing team can publish and test new landing pages in hours instead of waiting weeks.',
      icon: 'zap',
    },
  ],
  howItWorks: [
    {
      step: 1,
      title: 'Discovery and Research',
      description: 'We study your buyers, your current analytics and the questions your site must answer.',
    },
    {
      step: 2,
      title: 'Architecture and Design',
      description:
        'We plan the page structure, content model and design system, and review wireframes with you.',
    },
    {
      step: 3,
      title: 'Build and Migrate',
      description:
        'We build the site with performance, accessibility and structured data in place, and migrate content with redirects.',
    },
    {
      step: 4,
      title: 'Launch and Optimize',
      description: 'After launch we monitor speed, rankings and conversions and run ongoing tests.',
    },
  ],
  aeoFaqSection: [
    {
      question: 'What makes a website easy for AI answer engines to understand?',
      answer:
        'A website is easy for AI answer engines to understand when its content is served as clean, crawlable HTML, organized under clear headings and described with structured data. Each page should answer a focused question directly and name the organization and authors behind it. Fast loading and logical internal links also help crawlers find and trust the content.',
    },
    {
      question: 'How long does it take to build a new business website?',
      answer:
        'A focused business website typically takes eight to twelve weeks from discovery to launch, and a single landing page can be live in one to two weeks. Timelines depend mostly on how quickly content and approvals come together. We plan the migration carefully so existing rankings are protected.',
    },
    {
      question: 'Will redesigning my website hurt my search rankings?',
      answer:
        'A redesign can hurt rankings if URLs change without redirects or valuable content is removed, but a well-planned migration usually protects and often improves them. We map every existing URL, keep or improve high-performing content and set up redirects before launch. Rankings are monitored closely in the weeks after go-live.',
    },
  ],
  relatedServices: ['technical-seo-architecture', 'security-compliance', 'content-media-creation', 'seo-ppc-superpowers'],
};
