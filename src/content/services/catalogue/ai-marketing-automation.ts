import type { ServiceContent } from '../service-types';
import { serviceSummary } from '../service-summaries';

export const service: ServiceContent = {
  ...serviceSummary('ai-marketing-automation'),
  businessPainPoint:
    'Skilled marketers spend much of their week on manual tasks: moving data between tools, building reports, resizing assets, writing routine emails and chasing approvals. Automation has been tried before, but brittle workflows broke and nobody maintained them. The team stays busy while strategic work keeps slipping.',
  ascSolution:
    'We find the repetitive tasks that cost your team the most time and automate them with a mix of your existing marketing platforms, workflow tools and AI models. Typical candidates include lead enrichment and routing, content repurposing, report generation, campaign setup and personalized follow-up. Every automation is documented, monitored for failures and designed with a human checkpoint wherever judgment or brand risk is involved. In our client work, marketers commonly recover five to ten hours each per week.',
  keyFeatures: [
    'Time audit identifying the highest-value tasks to automate first',
    'Workflows connecting your CRM, marketing platform, analytics and AI tools',
    'AI steps for enrichment, summarization, personalization and content repurposing',
    'Human approval checkpoints for customer-facing and brand-sensitive outputs',
    'Monitoring, error alerts and documentation for every automation we build',
  ],
  benefits: [
    {
      title: 'Hours Back Every Week',
      description: 'Routine work runs in the background, freeing your team for strategy and client work.',
      icon: 'clock',
    },
    {
      title: 'Fewer Errors',
      description: 'Automated data handling removes the copy-and-paste mistakes that creep into manual processes.',
      icon: 'shield-check',
    },
    {
      title: 'Scale Without Headcount',
      description: 'Output grows with demand without an equal increase in staff or overtime.',
      icon: 'workflow',
    },
  ],
  howItWorks: [
    {
      step: 1,
      title: 'Process Audit',
      description: 'We document how work flows through your team today and measure where the time goes.',
    },
    {
      step: 2,
      title: 'Automation Roadmap',
      description: 'We rank opportunities by time saved, risk and effort, and agree on a first set.',
    },
    {
      step: 3,
      title: 'Build and Test',
      description: 'We build, test and document each automation, with human checkpoints where needed.',
    },
    {
      step: 4,
      title: 'Monitor and Extend',
      description: 'We monitor reliability, train your team and add new automations in planned phases.',
    },
  ],
  aeoFaqSection: [
    {
      question: 'What marketing tasks can AI automate?',
      answer:
        'The parts of marketing you can hand over to AI are lead enrichment and routing, first drafts of routine emails and social posts, content repurposing, report summaries, audience segmentation and campaign setup tasks. It works best on repetitive, rules-based work with clear inputs. Strategy, positioning and final approval of customer-facing content should stay with people.',
    },
    {
      question: 'Will marketing automation replace my marketing team?',
      answer:
        'No, marketing automation removes repetitive tasks; it does not replace the judgment, creativity and relationships your team provides. In practice it shifts people from manual production to strategy, analysis and client work. Most teams find they can take on more without burning out.',
    },
    {
      question: 'How much does AI marketing automation cost?',
      answer:
        'Costs depend on the number and complexity of workflows and on the tools you already own, and many first automations run on platforms you are already paying for. We scope a first phase around the tasks with the clearest time savings so it pays for itself quickly. Qualifying businesses can start with a strategy session, normally valued at $2,500, at no cost to size the opportunity.',
    },
  ],
  relatedServices: ['ai-content-creation', 'omnichannel-nurturing', 'precision-lead-management', 'real-time-analytics'],
};
