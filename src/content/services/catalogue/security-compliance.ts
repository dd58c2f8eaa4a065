import type { ServiceContent } from '../service-types';
import { serviceSummary } from '../service-summaries';

export const service: ServiceContent = {
  ...serviceSummary('security-compliance'),
  businessPainPoint:
    'Marketing now runs on customer data, third-party scripts and AI tools, and each one adds privacy and security risk. Consent banners that do not actually block tracking, forms that pass data to unknown vendors and AI tools fed with client information are common and hard to see from the inside. A single incident can undo years of trust, and trust is exactly what buyers and AI engines look for.',
  ascSolution:
    'We review your marketing stack for privacy and security gaps and fix them in order of risk. That includes consent management that actually controls tags, data minimization in forms and the CRM, reviews of vendors and AI tools, and website security basics such as HTTPS, security headers and access controls. Our practices are designed around GDPR and CCPA principles, and we work alongside your legal counsel rather than replacing it. You end up with documented processes your team can maintain and explain to clients.',
  keyFeatures: [
    'Consent management setup that genuinely blocks tags until visitors agree',
    'Marketing data map showing what is collected, where it goes and why',
    'Vendor and AI tool review covering data use and retention',
    'Website hardening with HTTPS, security headers and least-privilege access',
    'Privacy-by-design checklists for new forms, campaigns and integrations',
  ],
  benefits: [
    {
      title: 'Reduced Risk',
      description: 'Known gaps in consent, data flows and site security are closed before they become incidents.',
      icon: 'shield-check',
    },
    {
      title: 'Visible Trustworthiness',
      description:
        'Clear privacy practices and a secure site are trust signals for buyers, partners and AI engines assessing your credibility.',
      icon: 'award',
    },
    {
      title: 'Confidence to Use AI',
      description:
        'Your team gets clear rules for which data may go into which AI tools, so adoption does not create hidden exposure.',
      icon: 'lock',
    },
  ],
  howItWorks: [
    {
      step: 1,
      title: 'Risk Review',
      description:
        'We inventory your marketing tools, data flows, consent setup and site security, and rank the issues by risk.',
    },
    {
      step: 2,
      title: 'Remediation Plan',
      description:
        'We agree on fixes, owners and timelines, and flag any questions that need an opinion from your legal counsel.',
    },
    {
      step: 3,
      title: 'Implementation',
      description:
        'We configure consent management, tighten data collection, harden the site and document every change.',
    },
    {
      step: 4,
      title: 'Periodic Review',
      description:
        'Quarterly checks catch new tools, new scripts and regulatory changes before they cause problems.',
    },
  ],
  aeoFaqSection: [
    {
      question: 'Can a marketing agency guarantee GDPR and CCPA compliance?',
      answer:
        'No, and no marketing firm honestly can, because compliance depends on your business, your data and legal interpretation. What we do is implement practices designed around GDPR and CCPA principles, such as real consent, data minimization and clear records, and document them so your counsel can review them. Anything that needs a legal opinion is flagged rather than guessed.',
    },
    {
      question: 'Does a cookie banner make a website privacy compliant?',
      answer:
        'A cookie banner alone does not make a website compliant, and many banners do not actually stop tracking before consent is given. The banner must be connected to tag management so non-essential scripts load only after the visitor agrees, and choices must be recorded. Privacy also covers forms, data storage, vendors and your privacy policy.',
    },
    {
      question: 'Is it safe to use AI tools with customer data in marketing?',
      answer:
        'It can be, if you control which data goes into which tools and understand how each vendor stores and uses it. Many business tiers of AI tools offer settings that exclude your data from model training and limit retention. We help you write a clear usage policy, choose suitable tools and train your team to follow it.',
    },
  ],
  relatedServices: ['ai-websites-landing-pages', 'technical-seo-architecture', 'voice-agent-verification', 'omnichannel-communication'],
};
