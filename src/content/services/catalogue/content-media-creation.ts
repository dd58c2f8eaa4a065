import type { ServiceContent } from '../service-types';
import { serviceSummary } from '../service-summaries';

export const service: ServiceContent = {
  ...serviceSummary('content-media-creation'),
  businessPainPoint:
    'Your team knows the subject better than anyone, but there is never time to turn that knowledge into content. What does get published is often generic, written to a keyword rather than to a question a buyer actually asks, and it gives AI answer engines nothing distinctive to cite. Video, graphics and downloadable resources stay on a wish list.',
  ascSolution:
    'We interview your subject-matter experts and turn their knowledge into articles, guides, short video, graphics and downloadable resources. Each piece starts from a real buyer question and includes original points of view, examples and data from your own work, which is what answer engines and human readers both reward. AI tools speed up research, transcription and first drafts, and experienced editors handle every final version. One recorded interview typically yields a long-form article, several social posts and a short video.',
  keyFeatures: [
    'Expert interview program that captures your team\'s knowledge in 30-minute sessions',
    'Long-form guides structured with clear answers, definitions and cited sources',
    'Short-form video and audiograms cut from each recorded interview',
    'Custom diagrams, charts and illustrations that explain complex ideas simply',
    'Editorial review for accuracy, brand voice and E-E-A-T signals',
  ],
  benefits: [
    {
      title: 'Content That Gets Cited',
      description:
        'Pages built around direct answers, original insight and named expertise give AI engines a clear reason to quote you.',
      icon: 'message-square-quote',
    },
    {
      title: 'More Output, Less Expert Time',
      description:
        'Your specialists spend about an hour a month in interviews instead of writing, and the content calendar still fills.',
      icon: 'clock',
    },
    {
      title: 'Assets for Every Channel',
      description:
        'Each topic is packaged as an article, visuals and short video, so sales, social and email all draw from the same material.',
      icon: 'share-2',
    },
  ],
  howItWorks: [
    {
      step: 1,
      title: 'Topic and Question Research',
      description:
        'We map the questions your buyers ask search engines, AI assistants and your sales team. Topics are ranked by commercial value and citation opportunity.',
    },
    {
      step: 2,
      title: 'Expert Interviews',
      description:
        'We record short, structured interviews with your specialists to capture their experience, opinions and examples.',
    },
    {
      step: 3,
      title: 'Production and Editing',
      description:
        'Writers, designers and video editors produce the assets, and a senior editor checks facts, voice and structure.',
    },
    {
      step: 4,
      title: 'Publish and Repurpose',
      description:
        'We publish with proper markup and named authorship, then cut each piece into formats for social, email and sales enablement.',
    },
  ],
  aeoFaqSection: [
    {
      question: 'What kind of content gets cited by AI answer engines?',
      answer:
        'Content that answers a specific question clearly in its first lines, backs the answer with original experience or data, and comes from an identifiable expert is the kind most often cited. Generic summaries of what everyone else says give an engine little reason to choose your page. Clear structure, such as headings phrased as questions and concise definitions, also makes a passage easier to quote.',
    },
    {
      question: 'Is AI-written content bad for SEO?',
      answer:
        'AI-assisted content is not penalized simply for being AI-assisted; search engines judge whether content is helpful, accurate and original. The risk lies in publishing unedited drafts that add nothing new. We use AI for research and drafting, and every piece is shaped by your experts and reviewed by an experienced editor before it goes live.',
    },
    {
      question: 'How much content should a B2B company publish each month?',
      answer:
        'Most B2B companies do better with four to eight substantial, expert-led pieces a month than with dozens of thin posts. Depth and complete coverage of a topic matter more than volume. We set the cadence based on your market, your competitors and how much expert time you can give.',
    },
  ],
  relatedServices: ['ai-content-creation', 'topical-authority-strategy', 'outreach-partnerships', 'seo-ppc-superpowers'],
};
