import type { ServiceContent } from '../service-types';
import { serviceSummary } from '../service-summaries';

export const service: ServiceContent = {
  ...serviceSummary('real-time-analytics'),
  businessPainPoint:
    'Monthly reports tell you what went wrong after the budget is spent and the opportunity has passed. A broken form, a tracking failure or a sudden drop in lead quality can run unnoticed for weeks. Teams make daily decisions on instinct because the data arrives too late to help.',
  ascSolution:
    'We build live dashboards and automated alerts that track the marketing signals that matter most to your pipeline. Data from your website, ad platforms, CRM and AI citation tracking flows into one view that refreshes throughout the day. Anomaly detection flags sudden changes, such as a conversion drop, a spend spike or a broken form, and sends them to the right person with context. Each alert comes with a suggested first check, so problems are diagnosed quickly.',
  keyFeatures: [
    'Live pipeline dashboard combining web, ad, CRM and citation data',
    'Anomaly alerts for conversion drops, spend spikes and tracking failures',
    'Form and funnel monitoring that detects broken lead capture within hours',
    'Alerts delivered to Slack, Teams or email with suggested first checks',
    'Role-based views for executives, marketers and sales managers',
  ],
  benefits: [
    {
      title: 'Problems Caught Early',
      description: 'Issues are spotted within hours, before they waste budget or lose leads.',
      icon: 'zap',
    },
    {
      title: 'Confident Daily Decisions',
      description: 'Teams act on current numbers instead of last month\'s report.',
      icon: 'activity',
    },
    {
      title: 'Shared Visibility',
      description: 'Marketing, sales and leadership see the same live data, which speeds up coordination.',
      icon: 'users',
    },
  ],
  howItWorks: [
    {
      step: 1,
      title: 'Signal Selection',
      description:
        'We agree on the metrics and thresholds that indicate a healthy pipeline and the problems worth alerting on.',
    },
    {
      step: 2,
      title: 'Data Connection',
      description: 'We connect your sources and set up reliable, frequently refreshed data flows.',
    },
    {
      step: 3,
      title: 'Dashboards and Alerts',
      description: 'We build role-based dashboards and alert rules, and test them against historical data.',
    },
    {
      step: 4,
      title: 'Tune and Expand',
      description: 'We refine thresholds to reduce noise and add new signals as your needs grow.',
    },
  ],
  aeoFaqSection: [
    {
      question: 'What is real-time marketing analytics?',
      answer:
        'Real-time marketing analytics means monitoring marketing performance as it happens, with data refreshed continuously or every few minutes rather than compiled into periodic reports. It lets teams spot problems and opportunities quickly, such as a failing campaign or a surge in demand. It complements, rather than replaces, deeper monthly analysis.',
    },
    {
      question: 'Which marketing metrics should be monitored in real time?',
      answer:
        'Monitor the metrics where a delay costs money: lead volume and conversion rate, ad spend and cost per lead, form errors, site availability and page speed. Slower-moving measures such as brand awareness or topical authority are better reviewed weekly or monthly. Alerting on too many metrics creates noise that people learn to ignore, so we alert on the few that matter: you are notified the moment enquiries stop coming in, for example when a form breaks.',
    },
    {
      question: 'Do I need a data warehouse for real-time marketing analytics?',
      answer:
        'Not always; many businesses can start with direct connections between their analytics, ad platforms and CRM and a dashboard tool. A data warehouse becomes worthwhile when you combine many sources, need long history or want custom models. We recommend the simplest setup that answers your questions reliably.',
    },
  ],
  relatedServices: ['analytics-reporting', 'ai-marketing-automation', 'precision-lead-management', 'intelligent-campaigns'],
};
