import type { ServiceContent } from '../service-types';
import { serviceSummary } from '../service-summaries';

export const service: ServiceContent = {
  ...serviceSummary('ai-content-creation'),
  businessPainPoint:
    'Competitors publish more often, your team cannot keep up and agencies deliver content that sounds like everyone else. Generating articles with AI alone creates a different problem: generic, sometimes inaccurate pages that damage credibility and give AI engines no reason to cite you. You need more output and higher quality at the same time.',
  ascSolution:
    'We build an AI-assisted content operation around your experts, your brand voice and a clear editorial standard. Custom workflows handle research, outlining, drafting and repurposing, while editors and your subject-matter experts add experience, judgment and final approval. A style guide, a brand knowledge base and review checklists keep every piece consistent and accurate. In our client work, teams commonly double their publishing capacity without adding headcount, with quality that holds up to expert review.',
  keyFeatures: [
    'Custom AI workflows for research, outlines, drafts and repurposing',
    'Brand voice guide and knowledge base that ground every AI draft',
    'Human editorial review with fact-checking and expert sign-off on every piece',
    'Content briefs built around buyer questions and citation opportunities',
    'Content refresh program that updates aging pages with current information',
  ],
  benefits: [
    {
      title: 'Scale Without Dilution',
      description: 'Publish more often while every piece still carries your expertise and passes an editor.',
      icon: 'zap',
    },
    {
      title: 'Accuracy You Can Stand Behind',
      description:
        'Fact-checking and expert review protect your reputation and give AI engines trustworthy material to cite.',
      icon: 'shield-check',
    },
    {
      title: 'Consistent Brand Voice',
      description:
        'A shared voice guide and knowledge base keep content sounding like your firm, whoever or whatever wrote the first draft.',
      icon: 'pen-tool',
    },
  ],
  howItWorks: [
    {
      step: 1,
      title: 'Editorial Foundations',
      description:
        'We capture your voice, expertise, approved facts and quality standards in a style guide and knowledge base.',
    },
    {
      step: 2,
      title: 'Workflow Design',
      description: 'We build the AI-assisted workflows and review checkpoints that fit your team and tools.',
    },
    {
      step: 3,
      title: 'Production',
      description:
        'Content moves from brief to draft to expert review to publication on an agreed editorial calendar.',
    },
    {
      step: 4,
      title: 'Refresh and Improve',
      description: 'We track performance and citations, update aging content and refine the workflows.',
    },
  ],
  aeoFaqSection: [
    {
      question: 'Can AI-generated content rank in search and be cited by AI engines?',
      answer:
        'Yes, AI-assisted content can rank and be cited when it is accurate, original and genuinely helpful to the reader. Search engines focus on the quality of content rather than on how it was produced. What fails is mass-produced content that repeats what already exists, which is why we combine AI drafting with expert input and editorial review.',
    },
    {
      question: 'How do you keep AI-generated content accurate?',
      answer:
        'We keep AI content accurate by grounding drafts in your approved knowledge base, requiring sources for factual claims and having an editor fact-check every piece. Subject-matter experts review anything technical or regulated before publication. Errors that slip through are corrected and fed back into the workflow.',
    },
    {
      question: 'Will AI-written content sound like my brand?',
      answer:
        'It will when the workflow is built around a detailed voice guide, real examples of your best writing and an editor who knows your brand. Generic AI tools without that grounding tend to sound generic. We refine the voice guide during the first weeks until drafts need only light edits.',
    },
  ],
  relatedServices: ['content-media-creation', 'topical-authority-strategy', 'ai-marketing-automation', 'answer-engine-optimization'],
};
