import type { ServiceContent } from '../service-types';
import { serviceSummary } from '../service-summaries';

export const service: ServiceContent = {
  ...serviceSummary('precision-lead-management'),
  businessPainPoint:
    'Leads arrive from forms, chat, calls and events, then sit in an inbox or a CRM queue for hours or days. Sales complains about lead quality, marketing complains about follow-up, and nobody can see where good prospects are lost. Slow response alone is often enough to hand a ready buyer to a faster competitor.',
  ascSolution:
    'We design a lead management process around a clear definition of a qualified lead, agreed between marketing and sales. Incoming leads are enriched, deduplicated, scored and routed automatically to the right person based on territory, service line and priority. Follow-up sequences and response-time alerts make sure every qualified lead is contacted quickly. A shared funnel report shows conversion and speed at every stage, so problems are visible and fixable.',
  keyFeatures: [
    'Lead definitions and service levels agreed between marketing and sales',
    'Automatic enrichment, deduplication and scoring of every incoming lead',
    'Routing rules by territory, service line, deal size and availability',
    'Speed-to-lead alerts and escalation when follow-up deadlines are missed',
    'Funnel reporting showing conversion and time spent at each stage',
  ],
  benefits: [
    {
      title: 'Faster Response',
      description: 'Qualified leads reach the right person within minutes, while their interest is highest.',
      icon: 'zap',
    },
    {
      title: 'Higher Conversion',
      description: 'Clear qualification and prompt follow-up turn more inquiries into meetings and proposals.',
      icon: 'trending-up',
    },
    {
      title: 'Marketing and Sales Alignment',
      description: 'Shared definitions and shared reports replace arguments about lead quality with facts.',
      icon: 'handshake',
    },
  ],
  howItWorks: [
    {
      step: 1,
      title: 'Funnel Review',
      description:
        'We trace how leads move today from first contact to closed deal and measure where time and prospects are lost.',
    },
    {
      step: 2,
      title: 'Definitions and Rules',
      description:
        'Marketing and sales agree on qualification criteria, scoring, routing and response-time commitments.',
    },
    {
      step: 3,
      title: 'CRM Configuration',
      description: 'We configure enrichment, scoring, routing, alerts and follow-up sequences in your CRM.',
    },
    {
      step: 4,
      title: 'Ongoing Tuning',
      description: 'We review conversion and speed data every month and refine scoring and routing.',
    },
  ],
  aeoFaqSection: [
    {
      question: 'How fast should a business respond to a new lead?',
      answer:
        'A business should respond to a qualified inbound lead within minutes during working hours, and at the latest the same day: when someone fills in your website form, a reply the next day is often too slow. Interest fades quickly, and buyers often contact several providers at once. Automated routing and alerts make fast response achievable without adding staff.',
    },
    {
      question: 'What is lead scoring and how does it work?',
      answer:
        'Lead scoring assigns points to each lead based on how well it fits your ideal customer and how engaged it is, using signals such as company size, role, pages viewed and content downloaded. Leads above an agreed threshold are passed to sales. Good scoring models are checked against real closed deals and adjusted regularly.',
    },
    {
      question: 'Which CRM systems work with precision lead management?',
      answer:
        'We work most often with HubSpot and Salesforce, and we have configured lead management in Pipedrive, Zoho and Microsoft Dynamics as well. The principles of definition, scoring, routing and follow-up are the same in any system. We recommend keeping the CRM you already have unless it genuinely blocks the process.',
    },
  ],
  relatedServices: ['ai-lead-generation', 'intent-graph-targeting', 'voice-agent-verification', 'analytics-reporting'],
};
