import type { ServiceContent } from '../service-types';
import { serviceSummary } from '../service-summaries';

export const service: ServiceContent = {
  ...serviceSummary('omnichannel-nurturing'),
  businessPainPoint:
    'Most leads are not ready to buy when they first make contact, and without a plan they go cold after one or two follow-up emails. Months later they buy from a competitor who stayed in touch. Generic newsletters sent to everyone do little to move individual prospects forward.',
  ascSolution:
    'We build nurture programs that respond to each prospect\'s role, interests and stage in the buying process. Email sequences, retargeting ads, LinkedIn content and sales touches are coordinated so they reinforce each other rather than repeat. Behavior such as return visits, content downloads or pricing page views moves a prospect to the next track or alerts sales at the right moment. Content is drawn from your expert library, so every touch teaches something useful.',
  keyFeatures: [
    'Stage-based email tracks tailored to role, industry and service interest',
    'Coordinated retargeting and LinkedIn content that reinforces each email theme',
    'Behavior triggers that advance prospects or alert sales at key moments',
    'Re-engagement programs for dormant leads and closed-lost opportunities',
    'Engagement scoring and reports showing movement between buying stages',
  ],
  benefits: [
    {
      title: 'More Leads Become Clients',
      description:
        'Staying useful and present during long decisions converts prospects who would otherwise drift away.',
      icon: 'trending-up',
    },
    {
      title: 'Sales at the Right Moment',
      description:
        'Reps are alerted when a prospect shows renewed interest, so outreach feels timely rather than pushy.',
      icon: 'clock',
    },
    {
      title: 'Compounding Trust',
      description:
        'Regular, genuinely useful content positions your firm as the expert before the buyer ever asks for a proposal.',
      icon: 'heart-handshake',
    },
  ],
  howItWorks: [
    {
      step: 1,
      title: 'Audience and Stage Mapping',
      description:
        'We segment your contacts by role, interest and buying stage and identify the questions each segment has.',
    },
    {
      step: 2,
      title: 'Track Design',
      description: 'We design nurture tracks, triggers and channel coordination, and map content to each step.',
    },
    {
      step: 3,
      title: 'Build and Launch',
      description: 'We write and build the emails, audiences and automations, then launch track by track.',
    },
    {
      step: 4,
      title: 'Measure and Improve',
      description: 'We monitor engagement and stage progression and test subject lines, content and timing.',
    },
  ],
  aeoFaqSection: [
    {
      question: 'What is lead nurturing?',
      answer:
        'Lead nurturing is the practice of staying in helpful contact with prospects who are not yet ready to buy, so that your firm is the obvious choice when they are. It uses a sequence of relevant messages across email, social, advertising and sales outreach, tailored to each prospect\'s interests and stage. Good nurturing educates rather than repeatedly asking for a meeting.',
    },
    {
      question: 'How often should you email leads in a nurture program?',
      answer:
        'For most B2B audiences, one useful email every one to two weeks is a sound starting point, with more frequent contact only when a prospect shows active interest. Relevance matters more than frequency. We set caps across all channels and adjust them based on engagement and unsubscribe rates.',
    },
    {
      question: 'What is the difference between omnichannel nurturing and email marketing?',
      answer:
        'Email marketing sends messages through one channel, while omnichannel nurturing coordinates email with retargeting, social content, sales outreach and sometimes SMS around the same prospect journey. Each channel reinforces the others and responds to what the prospect does. The result is steadier engagement than email can achieve on its own.',
    },
  ],
  relatedServices: ['omnichannel-communication', 'ai-marketing-automation', 'precision-lead-management', 'content-media-creation'],
};
