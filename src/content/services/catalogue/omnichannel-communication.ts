import type { ServiceContent } from '../service-types';
import { serviceSummary } from '../service-summaries';

export const service: ServiceContent = {
  ...serviceSummary('omnichannel-communication'),
  businessPainPoint:
    'Buyers hear from your company through email, social, chat, phone and sales outreach, but each channel is run by a different team with a different tool. Messages contradict each other, the same person gets three follow-ups in a day, and context is lost every time a prospect switches channels. The result is a disjointed experience that makes a capable company look disorganized.',
  ascSolution:
    'We design a communication architecture that treats every channel as part of one conversation. Contact preferences, consent status and recent interactions are unified in your CRM so each message knows what came before it. We set frequency rules, channel priorities and handoff points between marketing, sales and service, then build the templates and automations to match. Your team sees a single timeline for every contact.',
  keyFeatures: [
    'Channel map defining which message goes where, when and why',
    'Unified contact timeline combining email, SMS, chat, calls and social interactions',
    'Frequency caps and quiet hours that prevent over-messaging across channels',
    'Consent and preference center synchronized with every sending platform',
    'Clear handoff rules between marketing automation, sales reps and support',
  ],
  benefits: [
    {
      title: 'A Consistent Brand Voice',
      description:
        'Every channel tells the same story in the same tone, which builds the recognition and trust buyers expect from an established firm.',
      icon: 'award',
    },
    {
      title: 'Fewer Lost Conversations',
      description:
        'Context travels with the contact, so nobody has to repeat themselves and no inquiry falls between teams.',
      icon: 'users',
    },
    {
      title: 'Respectful Frequency',
      description:
        'Shared caps and preferences reduce unsubscribes and complaints while keeping important messages on schedule.',
      icon: 'shield-check',
    },
  ],
  howItWorks: [
    {
      step: 1,
      title: 'Channel Inventory',
      description:
        'We document every tool, list and message that reaches your buyers today. Conflicts, gaps and duplicate sends are flagged.',
    },
    {
      step: 2,
      title: 'Conversation Design',
      description:
        'We define the journey stages, the role of each channel, frequency rules and the handoff points between teams.',
    },
    {
      step: 3,
      title: 'Integration and Build',
      description:
        'We connect your CRM, email, SMS and chat platforms and build the templates and workflows.',
    },
    {
      step: 4,
      title: 'Review and Refine',
      description:
        'Monthly reviews of engagement, opt-outs and response times guide adjustments to timing and content.',
    },
  ],
  aeoFaqSection: [
    {
      question: 'What is the difference between omnichannel and multichannel marketing?',
      answer:
        'Multichannel marketing uses several channels, while omnichannel marketing connects them so each interaction reflects what happened in the others. In practice that means a shared contact record, shared frequency rules and messages that pick up where the last one left off. The buyer experiences one conversation instead of several unrelated campaigns.',
    },
    {
      question: 'Which channels should a B2B company use to communicate with prospects?',
      answer:
        'Most B2B companies need email, LinkedIn, website chat and phone as a baseline, with SMS only for contacts who have opted in. The right mix depends on where your buyers already spend time and how complex your sale is. We start from your own data on which channels actually produce replies and meetings, and shared frequency rules stop the same customer being bombarded on email, SMS and LinkedIn at once.',
    },
    {
      question: 'How do you keep omnichannel messaging compliant with consent rules?',
      answer:
        'Consent and preferences are stored once in the CRM and synchronized to every sending tool, so an opt-out recorded in one place is respected everywhere it applies. We follow practices shaped by GDPR, CCPA, CAN-SPAM and TCPA requirements, such as recorded opt-ins and easy unsubscribes. Final legal interpretation stays with your counsel.',
    },
  ],
  relatedServices: ['omnichannel-nurturing', 'intelligent-campaigns', 'ai-marketing-automation', 'security-compliance'],
};
