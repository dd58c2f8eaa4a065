import type { ServiceContent } from '../service-types';
import { serviceSummary } from '../service-summaries';

export const service: ServiceContent = {
  ...serviceSummary('answer-engine-optimization'),
  businessPainPoint:
    'Your buyers increasingly ask AI assistants and get a complete answer without visiting any website, and many searches now end on the results page. If your firm is not the source behind those answers, you lose visibility even while rankings look stable. Traditional SEO reports do not show this loss, so it often goes unnoticed until inquiries fall.',
  ascSolution:
    'Answer engine optimization makes your content the clearest, most credible answer to the specific questions your buyers ask. We identify those questions, record how AI engines currently answer them and which sources they cite, then restructure and create content so each question gets a direct, well-sourced answer from a named expert. We add supporting structured data, strengthen the entity signals that connect your brand to the topic and earn mentions on the sources the engines rely on. Citation tracking across the major AI engines shows progress month by month.',
  keyFeatures: [
    'Question research across search, AI assistants, sales calls and support tickets',
    'Citation baseline showing which sources AI engines quote for each question',
    'Answer-first content rewrites with concise definitions, steps and comparisons',
    'FAQ, article and organization structured data where it genuinely applies',
    'Monthly citation tracking across ChatGPT, Perplexity, Gemini, Copilot and AI Overviews',
  ],
  benefits: [
    {
      title: 'Visibility in Zero-Click Search',
      description: 'Your brand appears inside the answer itself, where buyers now form their first impressions.',
      icon: 'message-square-quote',
    },
    {
      title: 'Credibility by Association',
      description:
        'Being cited as the source of an answer positions your firm as the expert before a buyer visits your site.',
      icon: 'award',
    },
    {
      title: 'Measurable Progress',
      description: 'Citation tracking turns a vague goal into a clear metric you can review every month.',
      icon: 'line-chart',
    },
  ],
  howItWorks: [
    {
      step: 1,
      title: 'Question Discovery',
      description: 'We gather the questions buyers ask at each stage and prioritize them by commercial value.',
    },
    {
      step: 2,
      title: 'Citation Baseline',
      description: 'We record how AI engines answer those questions today and which sources they cite.',
    },
    {
      step: 3,
      title: 'Answer Optimization',
      description:
        'We rewrite and create content, markup and supporting mentions so your answers are the clearest available.',
    },
    {
      step: 4,
      title: 'Track and Expand',
      description:
        'We monitor citations monthly, close remaining gaps and add new questions as the market shifts.',
    },
  ],
  aeoFaqSection: [
    {
      question: 'What is answer engine optimization (AEO)?',
      answer:
        'Answer engine optimization (AEO) is the practice of structuring and strengthening your content so that AI assistants and search features use it to answer questions directly. Engines such as ChatGPT, Perplexity, Gemini, Copilot and Google AI Overviews then cite or mention your brand in their answers. AEO focuses on clear, authoritative answers to specific questions rather than on ranking a page for a keyword; its companion, generative engine optimization (GEO), works on how AI tools describe and recommend your brand.',
    },
    {
      question: 'How is AEO different from SEO?',
      answer:
        'SEO aims to rank pages in a list of search results, while AEO aims to have your content selected as the answer itself. AEO builds on sound SEO foundations such as crawlability and authority, and adds answer-first writing, question research, entity clarity and citation tracking. Most businesses need both working together.',
    },
    {
      question: 'How long does answer engine optimization take to work?',
      answer:
        'Pages that are already indexed and well regarded can start appearing in AI answers within a few weeks of being restructured. Earning citations for competitive questions usually takes three to six months, because it depends on broader authority signals. We track citations monthly so you can see progress from the start.',
    },
  ],
  relatedServices: ['generative-engine-optimization', 'topical-authority-strategy', 'technical-seo-architecture', 'competitor-monitoring'],
};
