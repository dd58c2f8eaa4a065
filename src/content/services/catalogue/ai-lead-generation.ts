import type { ServiceContent } from '../service-types';
import { serviceSummary } from '../service-summaries';

export const service: ServiceContent = {
  ...serviceSummary('ai-lead-generation'),
  businessPainPoint:
    'Referrals and the founders\' networks carried the business for years, but they do not scale and they are unpredictable. Purchased lead lists and cold outreach produce volume with little quality, and the buyers you want increasingly research on their own, including by asking AI assistants for recommendations. If you are not part of those answers, you are not on the shortlist.',
  ascSolution:
    'We build lead generation systems that attract buyers while they research and convert them with useful offers such as assessments, calculators and expert sessions. Visibility comes from search, AI citations and targeted content, and AI tools qualify and route inquiries so your team talks mainly to good-fit prospects. Outbound is used selectively, aimed at accounts that show intent, with personalized messages reviewed by people. Everything is measured by qualified meetings and pipeline, not by raw lead counts.',
  keyFeatures: [
    'Lead magnets such as assessments, calculators and benchmark reports for your buyers',
    'Conversational forms and website chat that qualify visitors in real time',
    'AI-assisted research and personalization for outbound to high-intent accounts',
    'Conversion-focused landing pages for each service and audience segment',
    'Pipeline reporting from first touch to qualified meeting and closed deal',
  ],
  benefits: [
    {
      title: 'Predictable Pipeline',
      description: 'A system that produces qualified inquiries every month replaces reliance on referrals and luck.',
      icon: 'trending-up',
    },
    {
      title: 'Better-Fit Prospects',
      description:
        'AI-assisted qualification filters out poor-fit inquiries, so your team spends its time on buyers who match.',
      icon: 'magnet',
    },
    {
      title: 'Shortlist Presence',
      description: 'Visibility in search and AI answers puts you in front of buyers before they contact anyone.',
      icon: 'message-square-quote',
    },
  ],
  howItWorks: [
    {
      step: 1,
      title: 'Ideal Buyer Profile',
      description:
        'We define the companies and roles you want to reach, using your best existing clients as the model.',
    },
    {
      step: 2,
      title: 'Offer and Channel Plan',
      description:
        'We choose the lead offers, content and channels most likely to reach those buyers while they research.',
    },
    {
      step: 3,
      title: 'Build and Launch',
      description:
        'We build landing pages, qualification flows, outreach sequences and tracking, then launch in stages.',
    },
    {
      step: 4,
      title: 'Optimize for Pipeline',
      description: 'Every month we review lead quality with your sales team and adjust targeting and offers.',
    },
  ],
  aeoFaqSection: [
    {
      question: 'How can AI help with B2B lead generation?',
      answer:
        'AI helps B2B lead generation by finding accounts that show buying intent, personalizing outreach at scale, qualifying inbound inquiries through chat and forms, and predicting which leads are likely to close. It speeds up research and repetitive work so your team can focus on conversations. It works best on top of a clear offer and good data.',
    },
    {
      question: 'How do I get my business recommended by ChatGPT and other AI assistants?',
      answer:
        'AI assistants tend to recommend businesses that are consistently described as experts across credible sources, including your own website, industry publications, reviews and directories. Publishing clear, specific content that answers buyer questions and earning mentions from trusted sites improves your chances. Organic recommendations cannot be bought directly, so they have to be earned through authority.',
    },
    {
      question: 'How long does AI lead generation take to produce results?',
      answer:
        'Inbound offers and outbound programs usually produce the first qualified meetings within four to eight weeks of launch. Search and AI visibility build over several months and keep compounding afterward. Most of our clients see a return on investment within 60 to 90 days.',
    },
  ],
  relatedServices: ['precision-lead-management', 'intent-graph-targeting', 'omnichannel-nurturing', 'answer-engine-optimization'],
};
