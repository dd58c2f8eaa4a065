import type { ServiceContent } from '../service-types';
import { serviceSummary } from '../service-summaries';

export const service: ServiceContent = {
  ...serviceSummary('competitor-monitoring'),
  businessPainPoint:
    'Competitors change their messaging, launch new services and appear in AI answers that used to mention you, and you find out months later, often from a lost deal. Checking competitor websites by hand is sporadic and nobody owns it. Without a clear view of the landscape, strategy decisions rest on assumptions.',
  ascSolution:
    'We set up continuous monitoring of your main competitors across search rankings, paid ads, AI answer engine citations, content output, reviews and public messaging. Changes are summarized in a monthly briefing that explains what moved, why it matters and what we recommend doing about it. We pay particular attention to questions where AI engines cite a competitor instead of you, because those are often the fastest gaps to close. Alerts flag significant moves, such as a new service page or a surge in ad activity, as they happen.',
  keyFeatures: [
    'Share-of-voice tracking across organic, paid and AI answer results',
    'AI citation comparison showing which competitor sources engines quote and why',
    'Content and messaging change alerts for key competitor pages',
    'Monitoring of competitor paid search ad copy and keyword coverage',
    'Monthly competitive briefing with prioritized, practical recommendations',
  ],
  benefits: [
    {
      title: 'No More Surprises',
      description: 'You learn about competitor moves within days, not after they have already cost you deals.',
      icon: 'radar',
    },
    {
      title: 'Clear Gaps to Close',
      description:
        'Comparing citations and rankings question by question shows exactly where to invest next.',
      icon: 'crosshair',
    },
    {
      title: 'Sharper Positioning',
      description: 'Knowing how competitors describe themselves helps you state clearly what makes your firm different.',
      icon: 'lightbulb',
    },
  ],
  howItWorks: [
    {
      step: 1,
      title: 'Competitor Set',
      description:
        'We agree on the direct, indirect and aspirational competitors to watch and the questions and keywords that matter.',
    },
    {
      step: 2,
      title: 'Baseline',
      description: 'We capture current rankings, AI citations, ad presence and messaging for you and each competitor.',
    },
    {
      step: 3,
      title: 'Continuous Monitoring',
      description: 'Automated tracking and analyst review run continuously, with alerts for significant changes.',
    },
    {
      step: 4,
      title: 'Monthly Briefing',
      description: 'You receive a concise briefing covering what changed, what it means and the recommended response.',
    },
  ],
  aeoFaqSection: [
    {
      question: 'How can I see which competitors AI answer engines recommend?',
      answer:
        'You can see which competitors AI answer engines recommend by asking ChatGPT, Perplexity, Gemini, Copilot and Google AI Overviews the questions your buyers ask and recording which companies and sources appear. Doing this systematically for a fixed set of prompts over time reveals trends rather than one-off results, engine by engine, since ChatGPT and Perplexity do not always recommend the same companies. We automate that tracking and analyze which sources the engines rely on.',
    },
    {
      question: 'What should a competitor analysis include?',
      answer:
        'A useful competitor analysis covers positioning and messaging, services and pricing signals, search rankings and paid ads, AI answer citations, content output, reviews and notable partnerships. It should end with specific recommendations rather than a data dump. Reviewing it monthly keeps it current.',
    },
    {
      question: 'Is competitor monitoring legal and ethical?',
      answer:
        'Yes, monitoring publicly available information such as websites, ads, search results, AI answers and reviews is a standard and lawful business practice. We do not access private systems, misrepresent who we are or collect personal data about competitor employees. The goal is to understand the market, not to copy anyone.',
    },
  ],
  relatedServices: ['seo-ppc-superpowers', 'analytics-reporting', 'answer-engine-optimization', 'generative-engine-optimization'],
};
