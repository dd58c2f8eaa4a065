import type { ServiceContent } from '../service-types';
import { serviceSummary } from '../service-summaries';

export const service: ServiceContent = {
  ...serviceSummary('generative-engine-optimization'),
  businessPainPoint:
    'When a buyer asks an AI model to compare providers or explain a solution, the model describes your company from whatever it has learned and retrieved, which may be outdated, incomplete or simply wrong. You may be left out of comparisons entirely or described in a competitor\'s terms. Unlike a search listing, you cannot see or edit that description directly.',
  ascSolution:
    'Generative engine optimization improves how generative AI systems understand and represent your brand. We audit how the major models describe your company, services, leadership and differentiators today, then correct and strengthen the information they draw on: your own site, structured data, business profiles, directories, reviews, press coverage and other third-party content. We publish distinctive, quotable material such as original frameworks, data and clear comparisons that models are likely to reuse. Regular brand-representation testing shows whether descriptions are becoming more accurate and more complete.',
  keyFeatures: [
    'Brand representation audit across ChatGPT, Gemini, Copilot, Perplexity and Claude',
    'Entity consistency across your site, profiles, directories and knowledge panels',
    'Original frameworks, data and comparisons designed to be quoted and reused',
    'Third-party mention strategy targeting sources that models frequently draw on',
    'Recurring prompt testing to track accuracy, sentiment and inclusion in comparisons',
  ],
  benefits: [
    {
      title: 'Accurate Brand Representation',
      description: 'AI models describe your services, strengths and credentials correctly instead of guessing.',
      icon: 'shield-check',
    },
    {
      title: 'Inclusion in AI Comparisons',
      description: 'When buyers ask for recommended providers, your firm is more likely to be on the list.',
      icon: 'users',
    },
    {
      title: 'Durable Advantage',
      description: 'Authority built across many trusted sources is hard for competitors to displace quickly.',
      icon: 'brain-circuit',
    },
  ],
  howItWorks: [
    {
      step: 1,
      title: 'Representation Audit',
      description:
        'We test how leading AI models describe your brand and your competitors across a wide set of prompts.',
    },
    {
      step: 2,
      title: 'Source Correction',
      description:
        'We fix inconsistent or outdated information on your site and across the profiles and sources models rely on.',
    },
    {
      step: 3,
      title: 'Authority Content',
      description:
        'We publish and place distinctive content that gives models accurate, quotable material about your expertise.',
    },
    {
      step: 4,
      title: 'Ongoing Testing',
      description:
        'Monthly prompt testing tracks accuracy, sentiment and inclusion, and guides the next round of work.',
    },
  ],
  aeoFaqSection: [
    {
      question: 'What is generative engine optimization (GEO)?',
      answer:
        'Generative engine optimization (GEO) is the practice of improving how generative AI systems understand, describe and recommend your brand. It works on the sources those systems learn from and retrieve, including your website, structured data, third-party mentions and reviews. The goal is accurate, favorable inclusion in AI-generated answers and comparisons.',
    },
    {
      question: 'What is the difference between AEO and GEO?',
      answer:
        'AEO focuses on being cited as the answer to specific questions, while GEO focuses on how generative AI represents your brand overall, including comparisons, recommendations and descriptions. AEO works question by question; GEO works on the broader body of information about your company. The two overlap, and we usually run them together.',
    },
    {
      question: 'Can you change what ChatGPT says about my company?',
      answer:
        'No one can edit a model\'s answers directly, but you can influence them by improving the information the model learns from and retrieves. When an AI chatbot keeps giving out an old address or services you no longer offer, correcting inconsistent facts, publishing clear authoritative content and earning credible third-party mentions tend to improve accuracy over time. Changes show up fastest in AI tools that search the web live and more slowly in answers drawn from a model\'s training data.',
    },
  ],
  relatedServices: ['answer-engine-optimization', 'outreach-partnerships', 'competitor-monitoring', 'topical-authority-strategy'],
};
