import type { ServiceContent } from '../service-types';
import { serviceSummary } from '../service-summaries';

export const service: ServiceContent = {
  ...serviceSummary('voice-agent-verification'),
  businessPainPoint:
    'AI voice agents can answer calls, qualify leads and book meetings around the clock, but an unchecked agent can quote wrong prices, promise services you do not offer or fail to disclose that it is an AI. Callers who feel misled do not come back, and recording or automated calling without proper consent creates legal exposure. Most businesses have no systematic way to check what their voice agents actually say.',
  ascSolution:
    'We verify AI voice agents before launch and monitor them afterward, whether your team built the agent or bought it from a vendor. Every agent is tested against a library of realistic caller scenarios, including edge cases, difficult questions and attempts to push it off topic. We check answers against your approved knowledge base and confirm AI disclosure, recording consent, escalation to a human and data handling. Once the agent is live, calls are sampled and scored on a regular schedule, with clear reports on errors and fixes.',
  keyFeatures: [
    'Scenario test library covering routine, difficult and adversarial caller conversations',
    'Accuracy checks against your approved prices, policies and service facts',
    'AI disclosure, recording consent and opt-out handling verified on every flow',
    'Human escalation paths tested for speed and correct handoff context',
    'Ongoing call sampling with scored quality reports and issue tracking',
  ],
  benefits: [
    {
      title: 'Accurate Conversations',
      description: 'Callers receive correct information, and errors are caught in testing rather than by customers.',
      icon: 'shield-check',
    },
    {
      title: 'Transparent, Consent-Aware Calls',
      description:
        'Agents state that they are automated and handle recording consent properly, which protects trust and reduces regulatory risk.',
      icon: 'lock',
    },
    {
      title: 'Brand-Safe Automation',
      description:
        'You gain round-the-clock call coverage without handing your reputation to an unchecked system.',
      icon: 'phone-call',
    },
  ],
  howItWorks: [
    {
      step: 1,
      title: 'Agent Review',
      description: 'We review the agent\'s purpose, knowledge base, call flows and the rules it must follow.',
    },
    {
      step: 2,
      title: 'Scenario Testing',
      description:
        'We run the agent through hundreds of scripted and unscripted conversations and log every failure.',
    },
    {
      step: 3,
      title: 'Fix and Re-test',
      description:
        'We work with your team or vendor to correct prompts, data and flows, then test again until the agent meets the agreed standard.',
    },
    {
      step: 4,
      title: 'Live Monitoring',
      description:
        'Once live, calls are sampled and scored regularly, and new issues are reported with recommended fixes.',
    },
  ],
  aeoFaqSection: [
    {
      question: 'How do you test an AI voice agent before it talks to customers?',
      answer:
        'You test an AI voice agent by running it through a structured library of realistic calls, including routine requests, unusual questions and attempts to confuse it, and checking every answer against approved information. Tests should also confirm that it discloses it is an AI, handles consent and hands off to a person when it should. We repeat the tests after every significant change to the agent.',
    },
    {
      question: 'Do AI voice agents have to tell callers they are not human?',
      answer:
        'Disclosure rules vary by jurisdiction and are changing quickly, and some already require it. Whatever the legal minimum, we recommend that every AI voice agent states it is an automated assistant at the start of the call, because callers who discover it later tend to lose trust. Your legal counsel should confirm the specific requirements for the regions you serve.',
    },
    {
      question: 'Can an AI voice agent be guaranteed never to make a mistake?',
      answer:
        'No, no one can guarantee that an AI voice agent will never make a mistake. Verification reduces the risk by testing known scenarios, limiting the agent to approved information and routing uncertain cases to a person. Ongoing monitoring then catches new problems quickly so they can be fixed.',
    },
  ],
  relatedServices: ['security-compliance', 'precision-lead-management', 'omnichannel-communication', 'ai-marketing-automation'],
};
