import type { ServiceContent } from '../service-types';
import { serviceSummary } from '../service-summaries';

export const service: ServiceContent = {
  ...serviceSummary('outreach-partnerships'),
  businessPainPoint:
    'Search engines and AI answer engines judge your authority partly by who else mentions you, and most firms are underrepresented in the publications, directories and podcasts their buyers trust. Link building offers arrive every week, but they usually mean low-quality placements that carry real risk. Meanwhile, natural partners who serve the same customers are never approached.',
  ascSolution:
    'We identify the publications, industry associations, podcasts, review sites and complementary companies that matter in your market and in the sources AI engines draw from. Then we earn placements through genuine contributions: expert commentary, original data, guest articles and co-created resources. For partnerships, we shortlist companies that share your audience and set up co-marketing programs such as joint webinars and referral arrangements. Every placement is chosen for relevance and credibility, never bought from link networks.',
  keyFeatures: [
    'Source mapping of publications and sites cited in your category\'s AI answers',
    'Expert commentary and journalist request program for your leadership team',
    'Data-led stories and guest articles pitched to relevant industry publications',
    'Partner shortlist and co-marketing plans with complementary service providers',
    'Listing and review profile management on trusted industry directories',
  ],
  benefits: [
    {
      title: 'Stronger Authority Signals',
      description:
        'Mentions from trusted, relevant sources strengthen how search engines and AI models assess your expertise.',
      icon: 'award',
    },
    {
      title: 'New Audiences',
      description: 'Partners and publications introduce you to buyers who already trust them.',
      icon: 'users',
    },
    {
      title: 'Safe, Durable Links',
      description:
        'Earned editorial placements keep their value for years without the penalty risk of paid link schemes.',
      icon: 'shield-check',
    },
  ],
  howItWorks: [
    {
      step: 1,
      title: 'Source Mapping',
      description:
        'We find where your buyers and AI engines look for information in your category and where competitors are already mentioned.',
    },
    {
      step: 2,
      title: 'Story Development',
      description: 'We build angles from your expertise and data that editors and partners will find worth publishing.',
    },
    {
      step: 3,
      title: 'Outreach',
      description: 'We pitch, negotiate and coordinate placements and partnership agreements on your behalf.',
    },
    {
      step: 4,
      title: 'Track and Expand',
      description:
        'We track placements, referral traffic and citations, and extend the relationships that perform.',
    },
  ],
  aeoFaqSection: [
    {
      question: 'Do backlinks still matter for AI search?',
      answer:
        'Yes, backlinks are still worth earning now that people use AI search: mentions and links from credible, relevant sources count both for traditional rankings and for AI answers. AI search tools lean on content from sources they consider authoritative, and being referenced in those sources raises the chance that you are mentioned too. Quality and relevance count far more than the number of links.',
    },
    {
      question: 'How do I get my company mentioned in industry publications?',
      answer:
        'The most reliable way is to offer what editors need: expert commentary on timely topics, original data or a genuinely useful guest article. Responding quickly to journalist requests and building relationships with a few key editors works better than mass pitching. We manage that process and prepare your experts so their time is used well.',
    },
    {
      question: 'Are paid link building services safe?',
      answer:
        'No, paid backlinks are risky: buying links to manipulate rankings violates search engine guidelines and can cost you visibility. Sponsored placements are acceptable when they are clearly labeled and their links are marked as sponsored. We focus on earned editorial coverage and real partnerships, which carry no such risk.',
    },
  ],
  relatedServices: ['content-media-creation', 'topical-authority-strategy', 'generative-engine-optimization', 'competitor-monitoring'],
};
