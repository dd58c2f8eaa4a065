import type { ServiceContent } from '../service-types';
import { serviceSummary } from '../service-summaries';

export const service: ServiceContent = {
  ...serviceSummary('intelligent-campaigns'),
  businessPainPoint:
    'Campaigns take weeks to plan, launch with a best guess about audience and message, and are only reviewed after the budget is spent. By the time the report shows what went wrong, the quarter is over. Creative, targeting and budget decisions rest on habit rather than evidence.',
  ascSolution:
    'We build campaigns as structured experiments, with hypotheses, audience segments and success measures agreed before launch. AI models help generate and score message variants, forecast budget needs and spot underperforming segments early. Every week we shift spend and creative toward what is producing qualified pipeline and retire what is not. Your team gets a short written summary of what changed and why.',
  keyFeatures: [
    'Campaign briefs with hypotheses, target segments and agreed success measures',
    'AI-assisted creative variants tested across ads, email and landing pages',
    'Weekly budget reallocation based on cost per qualified opportunity',
    'Audience segments built from first-party data and intent signals',
    'Plain-language weekly summaries of results, changes and next tests',
  ],
  benefits: [
    {
      title: 'Less Wasted Budget',
      description: 'Underperforming segments and messages are caught in days, not at the end of the quarter.',
      icon: 'gauge',
    },
    {
      title: 'Clear Evidence for Decisions',
      description: 'Every campaign produces documented learnings your team can reuse in the next one.',
      icon: 'lightbulb',
    },
    {
      title: 'Pipeline, Not Vanity Metrics',
      description:
        'Campaigns are judged on qualified opportunities and revenue, so activity that looks busy but sells nothing is cut.',
      icon: 'target',
    },
  ],
  howItWorks: [
    {
      step: 1,
      title: 'Goals and Hypotheses',
      description: 'We agree on the commercial goal, the audiences and the specific ideas each campaign will test.',
    },
    {
      step: 2,
      title: 'Build and Launch',
      description: 'We produce creative variants, set up tracking and launch across the chosen channels.',
    },
    {
      step: 3,
      title: 'Weekly Optimization',
      description:
        'AI-assisted analysis flags winning and losing combinations, and we move budget and creative accordingly.',
    },
    {
      step: 4,
      title: 'Learn and Scale',
      description: 'At the end of each cycle we document what worked and scale it into the next campaign.',
    },
  ],
  aeoFaqSection: [
    {
      question: 'What makes a marketing campaign intelligent?',
      answer:
        'An intelligent campaign uses data to adjust itself while it runs instead of waiting for a post-campaign report. It starts with clear hypotheses, tests several messages and audiences, and moves budget toward what produces qualified pipeline. AI helps by generating variants, spotting patterns early and forecasting results.',
    },
    {
      question: 'How does AI improve marketing campaign performance?',
      answer:
        'AI improves campaign performance mainly by speeding up testing and analysis. It can draft message variants, predict which segments are likely to respond and flag declining performance before a person would notice it. People still set the strategy, approve the creative and make the final budget decisions.',
    },
    {
      question: 'How quickly can optimized campaigns show a return?',
      answer:
        'Most campaigns show clear winners and losers within two to four weeks of launch. Our clients typically see a measurable return on investment within 60 to 90 days, depending on sales cycle length and starting budget. We agree on the success measures before launch so results are judged honestly.',
    },
  ],
  relatedServices: ['intent-graph-targeting', 'omnichannel-communication', 'analytics-reporting', 'ai-marketing-automation'],
};
