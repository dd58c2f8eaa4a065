import type { ServiceContent } from '../service-types';
import { serviceSummary } from '../service-summaries';

export const service: ServiceContent = {
  ...serviceSummary('analytics-reporting'),
  businessPainPoint:
    'Your marketing data lives in a dozen platforms, each reporting its own version of success, and none of them agree with the CRM. Leadership asks which activities drive revenue and nobody can answer with confidence. Meanwhile, visibility in AI answer engines and zero-click searches barely shows up in standard reports.',
  ascSolution:
    'We audit and repair your tracking, then connect web analytics, ad platforms and your CRM into one reporting model. Dashboards are built around the questions leadership actually asks: what produced pipeline, what it cost and what to do next. We add measures that traditional reports miss, including AI citation tracking, branded search trends and assisted conversions. Every month you receive a short written analysis, not just charts.',
  keyFeatures: [
    'Tracking audit covering GA4, tag manager, ad pixels and CRM fields',
    'Multi-touch attribution view from first visit to closed revenue',
    'AI citation tracking across ChatGPT, Perplexity, Gemini and Google AI Overviews',
    'Executive dashboard with pipeline, cost per opportunity and trend lines',
    'Monthly written analysis with specific, prioritized recommendations',
  ],
  benefits: [
    {
      title: 'Decisions Backed by Data',
      description: 'Budget conversations start from numbers everyone trusts instead of competing platform reports.',
      icon: 'line-chart',
    },
    {
      title: 'Visibility Beyond Clicks',
      description:
        'AI citations and zero-click exposure are measured alongside traffic, so you see influence that standard analytics misses.',
      icon: 'search',
    },
    {
      title: 'Time Back for Your Team',
      description: 'Automated reporting replaces hours of manual spreadsheet work every month.',
      icon: 'clock',
    },
  ],
  howItWorks: [
    {
      step: 1,
      title: 'Measurement Audit',
      description: 'We check what is tracked, what is broken and what is missing across your site, ad accounts and CRM.',
    },
    {
      step: 2,
      title: 'Measurement Plan',
      description:
        'We agree on the business questions, the metrics that answer them and the definitions everyone will use.',
    },
    {
      step: 3,
      title: 'Build and Connect',
      description:
        'We fix tracking, connect data sources and build dashboards for leadership and for the marketing team.',
    },
    {
      step: 4,
      title: 'Monthly Analysis',
      description: 'Each month we interpret the numbers, explain what changed and recommend the next actions.',
    },
  ],
  aeoFaqSection: [
    {
      question: 'How do I measure whether AI answer engines are citing my brand?',
      answer:
        'You measure AI citations by regularly running a fixed set of buyer questions through engines such as ChatGPT, Perplexity, Gemini and Google AI Overviews and recording which websites they quote and whether your brand or pages are among them. Tracking the same prompts over time shows whether your visibility is growing. We combine that with referral traffic from AI tools and branded search trends for a fuller picture.',
    },
    {
      question: 'What marketing metrics should leadership see each month?',
      answer:
        'Leadership should see qualified pipeline created, cost per qualified opportunity, revenue influenced by marketing and the trend in share of voice, including AI citations. Traffic and engagement numbers are useful to the marketing team but rarely answer the questions executives ask. A good leadership report fits on one page and ends with recommendations.',
    },
    {
      question: 'Why do my analytics and CRM numbers never match?',
      answer:
        'Analytics tools and CRMs usually disagree because they count different things, use different attribution windows and lose data to consent choices, ad blockers and broken forms. The fix is a shared measurement plan with agreed definitions and clean connections between systems. Some difference will always remain, but it should be small and explainable.',
    },
  ],
  relatedServices: ['real-time-analytics', 'competitor-monitoring', 'intelligent-campaigns', 'precision-lead-management'],
};
