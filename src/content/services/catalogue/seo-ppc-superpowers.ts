import type { ServiceContent } from '../service-types';
import { serviceSummary } from '../service-summaries';

export const service: ServiceContent = {
  ...serviceSummary('seo-ppc-superpowers'),
  businessPainPoint:
    'Most companies run SEO and paid search as separate budgets with separate agencies, so they bid on keywords they already rank for and ignore the queries where their organic results are weak. Click costs keep rising while organic traffic flattens as AI Overviews answer more questions directly on the results page. Nobody can say with confidence which channel actually produced the pipeline.',
  ascSolution:
    'We manage organic and paid search from one shared query map and one set of conversion data. Paid campaigns cover the high-intent terms where you do not yet rank, and we pull spend back as organic positions and AI citations take over. Search term reports feed the content plan, and organic landing pages are built to lift Quality Score on the paid side. You get a single monthly view of cost per qualified lead across both channels.',
  keyFeatures: [
    'Unified query map covering organic rankings, paid bids and AI Overview presence',
    'Paid-organic overlap analysis that cuts spend on terms you already own',
    'Search term mining that feeds new topics into the content calendar',
    'Landing page testing shared across Google Ads and organic traffic',
    'Offline conversion imports so bidding optimizes for qualified leads, not clicks',
  ],
  benefits: [
    {
      title: 'Lower Blended Acquisition Cost',
      description:
        'Spend shifts away from queries you already win organically and toward the gaps that matter. In our client work this usually trims wasted paid spend within the first quarter.',
      icon: 'trending-up',
    },
    {
      title: 'One Source of Truth',
      description:
        'Organic and paid performance are reported against the same conversions, so budget decisions rest on pipeline rather than on competing channel reports.',
      icon: 'bar-chart-3',
    },
    {
      title: 'Faster Learning Loop',
      description:
        'Paid search tests messages and offers in days, and the winners are built into durable organic pages.',
      icon: 'zap',
    },
  ],
  howItWorks: [
    {
      step: 1,
      title: 'Search Audit',
      description:
        'We review rankings, paid account structure, tracking and AI Overview presence for your priority queries. You get a ranked list of overlaps, gaps and quick wins.',
    },
    {
      step: 2,
      title: 'Shared Query Map',
      description:
        'Every priority query is assigned an owner, organic, paid or both, with a target cost and a target position.',
    },
    {
      step: 3,
      title: 'Coordinated Launch',
      description:
        'We restructure campaigns, fix conversion tracking and publish or rework the landing pages both channels depend on.',
    },
    {
      step: 4,
      title: 'Monthly Rebalancing',
      description:
        'Each month we move budget between channels based on cost per qualified lead and report the results in plain terms.',
    },
  ],
  aeoFaqSection: [
    {
      question: 'Should I run SEO and PPC together or choose one?',
      answer:
        'Run them together if you can fund both, because each makes the other cheaper. Paid search captures demand immediately and shows which messages convert, while SEO builds positions you do not pay for per click. The key is one shared query plan so the two channels do not compete for the same searches. If your SEO is going well, keep paying for Google Ads where buyers are ready to act or where you do not rank yet, and cut the spend on searches you already win organically.',
    },
    {
      question: 'Does paid search still matter when AI Overviews answer questions directly?',
      answer:
        'Yes, for commercial and high-intent queries paid placements still appear and still convert. AI Overviews mainly absorb informational searches, which is why we pair paid coverage on buying queries with content built to be cited in AI answers. Together they keep your brand visible across the whole results page.',
    },
    {
      question: 'How long before SEO and PPC changes show results?',
      answer:
        'Paid search changes show results within days, and savings from cleaning up paid-organic overlap usually appear in the first month. Organic improvements typically take three to six months to mature. Most of our clients see a measurable return on the combined program within 60 to 90 days.',
    },
  ],
  relatedServices: ['competitor-monitoring', 'intent-graph-targeting', 'analytics-reporting', 'answer-engine-optimization'],
};
