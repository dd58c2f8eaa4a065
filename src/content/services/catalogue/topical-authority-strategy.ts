import type { ServiceContent } from '../service-types';
import { serviceSummary } from '../service-summaries';

export const service: ServiceContent = {
  ...serviceSummary('topical-authority-strategy'),
  businessPainPoint:
    'Publishing scattered articles on whatever seems timely rarely builds authority, because search engines and AI systems look for depth and completeness on a subject. Competitors with fewer but better-organized pages outrank you and get cited instead. Your content library grows, but your standing on the topics that drive revenue does not.',
  ascSolution:
    'We identify the few topics where your firm can credibly become the reference source and map every question, subtopic and entity a buyer needs to understand in each. The result is a topic architecture of pillar pages and supporting articles, linked deliberately so the relationships between ideas are clear to readers and machines. We audit existing content against the map, then consolidate, update or create pages to fill the gaps. Progress is tracked by topic coverage, rankings across the cluster and AI citations, not by single keywords.',
  keyFeatures: [
    'Topic selection based on commercial value, expertise and competitive gaps',
    'Complete question and entity maps for each core topic',
    'Pillar and cluster architecture with a deliberate internal linking plan',
    'Content audit to merge, update or retire overlapping pages',
    'Topic-level reporting on coverage, rankings and AI citations',
  ],
  benefits: [
    {
      title: 'Recognized Expertise',
      description:
        'Deep, organized coverage signals to search engines and AI systems that your firm is a reliable source on the subject.',
      icon: 'award',
    },
    {
      title: 'Compounding Results',
      description: 'Each new page strengthens the rest of its cluster, so results build on each other over time.',
      icon: 'trending-up',
    },
    {
      title: 'Focused Content Spend',
      description: 'A clear map prevents duplicate articles and random topics, so every piece has a purpose.',
      icon: 'target',
    },
  ],
  howItWorks: [
    {
      step: 1,
      title: 'Topic Selection',
      description: 'We choose the core topics that matter most to revenue and where you can credibly lead.',
    },
    {
      step: 2,
      title: 'Topic Mapping',
      description:
        'We map the questions, subtopics and entities for each topic and compare them with competitor coverage.',
    },
    {
      step: 3,
      title: 'Architecture and Audit',
      description: 'We design pillar and cluster structures and decide what to keep, merge, update or create.',
    },
    {
      step: 4,
      title: 'Build and Measure',
      description:
        'Content is produced in priority order and tracked by topic-level coverage, rankings and citations.',
    },
  ],
  aeoFaqSection: [
    {
      question: 'What is topical authority in SEO?',
      answer:
        'Topical authority is the degree to which search engines and AI systems treat your website as a reliable, comprehensive source on a particular subject. It is built by covering a topic in depth, answering the related questions buyers ask, linking those pages logically and earning recognition from other credible sources. It tends to matter more than optimizing for any single keyword.',
    },
    {
      question: 'How many articles does it take to build topical authority?',
      answer:
        'There is no fixed number of pages or amount of content it takes to own a topic; it depends on how broad the topic is and how well competitors already cover it. A focused B2B topic is often covered well with one pillar page and fifteen to forty supporting pieces. The goal is completeness and quality, not a target count.',
    },
    {
      question: 'How does topical authority help with AI answer engines?',
      answer:
        'AI answer engines favor sources that cover a subject thoroughly and consistently, because such sources are more likely to be accurate. A well-structured topic cluster gives them many clear, related passages to draw on and cite. It also strengthens the association between your brand and the subject across the web.',
    },
  ],
  relatedServices: ['content-media-creation', 'technical-seo-architecture', 'answer-engine-optimization', 'ai-content-creation'],
};
