import type { ServiceContent } from '../service-types';
import { serviceSummary } from '../service-summaries';

export const service: ServiceContent = {
  ...serviceSummary('intent-graph-targeting'),
  businessPainPoint:
    'Most outreach and advertising targets companies that fit a profile but have no current need, so sales spends its time on cold conversations. The companies shopping for what you sell right now, researching your category, often go unnoticed until they contact a competitor. Generic intent data arrives as long lists of topics with no clear next step.',
  ascSolution:
    'We build an intent graph that links the topics, content and signals associated with each stage of your buyer\'s decision. First-party signals from your website and CRM are combined with licensed third-party intent and firmographic data to score accounts by fit and timing. High-intent accounts are routed to sales with the context of what they have been researching, while earlier-stage accounts enter tailored advertising and nurture programs. The model is checked monthly against closed deals so it becomes more accurate over time.',
  keyFeatures: [
    'Intent graph mapping research topics to each buying stage',
    'Account scoring that combines firmographic fit with active intent signals',
    'Account-level website visitor identification within applicable privacy rules',
    'Sales alerts summarizing what each high-intent account has researched',
    'Audience syncs to LinkedIn, Google and programmatic advertising platforms',
  ],
  benefits: [
    {
      title: 'Better Timing',
      description: 'Sales reaches accounts while they are researching, not months before or after.',
      icon: 'clock',
    },
    {
      title: 'Focused Sales Effort',
      description:
        'Reps spend their time on accounts showing real interest, which shortens sales cycles and lifts meeting rates.',
      icon: 'crosshair',
    },
    {
      title: 'Relevant Messaging',
      description:
        'Knowing which topics an account is researching lets marketing and sales speak directly to its current problem.',
      icon: 'message-square-quote',
    },
  ],
  howItWorks: [
    {
      step: 1,
      title: 'Define the Buying Journey',
      description:
        'We map the stages, roles and questions involved in buying your service, using your closed deals as evidence.',
    },
    {
      step: 2,
      title: 'Build the Intent Graph',
      description: 'We link topics, content and signals to each stage and connect your data sources.',
    },
    {
      step: 3,
      title: 'Score and Route',
      description:
        'Accounts are scored by fit and intent, and high-priority accounts are sent to sales with context.',
    },
    {
      step: 4,
      title: 'Calibrate',
      description: 'Each month we compare scores against won and lost deals and adjust the model.',
    },
  ],
  aeoFaqSection: [
    {
      question: 'What is intent data in B2B marketing?',
      answer:
        'Intent data is information suggesting that a company is actively researching a product or service, such as content consumption, search behavior or visits to your website. In plain terms, it shows which businesses are in the market for what you sell right now, so you can prioritize the accounts likely in a buying cycle. Intent data is most useful when combined with fit criteria and your own first-party signals.',
    },
    {
      question: 'Is using B2B intent data compliant with privacy laws?',
      answer:
        'Yes, it is legal to use data about which companies are researching your category when it comes from providers with a lawful basis for collection and is applied at the account level rather than to track individuals without consent. We review data sources, consent mechanisms and retention settings with you during setup. Your legal team should confirm the approach for your specific jurisdictions.',
    },
    {
      question: 'How is an intent graph different from lead scoring?',
      answer:
        'Lead scoring usually rates individual contacts on form fills and email activity, while an intent graph maps research behavior across an entire account to specific buying stages. That tells you not only who is interested but what they are trying to solve and how close they are to a decision. The two work best together.',
    },
  ],
  relatedServices: ['precision-lead-management', 'ai-lead-generation', 'intelligent-campaigns', 'seo-ppc-superpowers'],
};
