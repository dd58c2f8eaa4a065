/** Everything the /about page shows: hero, paradigm shift, service model, pain points, figures, story and calls to action. */

import type { AboutContent } from './about-content-types';
import { aboutHero, aboutMeta } from './about-heading';

/** The copy of /about. */
export const aboutContent: AboutContent = {
  meta: aboutMeta,
  hero: aboutHero,

  paradigmShift: {
    eyebrow: 'The Paradigm Shift',
    heading: 'From Ranking for Keywords to Being the Source That Gets Cited',
    paragraphs: [
      'For twenty years, search marketing meant earning a position on a results page and persuading someone to click. That model is giving way. ' +
        "Answer engines such as ChatGPT, Perplexity, Google AI Overviews, Gemini and Copilot now read the web on the buyer's behalf and return a finished answer, often with a handful of cited sources and no reason to click anything else.",
      'In that world, the question is no longer "Where do we rank?" but "Are we the source the answer is built from?" Engines cite content they can parse, trust and attribute: clear entities, direct answers, original evidence, consistent facts across the web and a visible record of real expertise. ' +
        'Firms that supply those signals are named in the answer. Firms that do not are summarized without credit, or left out.',
      'This does not make search obsolete. It raises the bar. The fundamentals of technical health, useful content and earned reputation still matter, but they now have to be engineered for machines that quote rather than list, and measured by citations, share of answer and pipeline instead of rank alone.',
    ],
    comparisonHeading: 'What changes when answers replace result pages',
    beforeLabel: 'Keyword ranking era',
    afterLabel: 'AI citation era',
    comparison: [
      {
        dimension: 'Goal',
        before: 'Rank on page one for target keywords',
        after: 'Be named and cited inside the answer',
      },
      {
        dimension: 'Unit of content',
        before: 'Pages optimized for one keyword each',
        after: 'Topic clusters that answer every question a buyer asks',
      },
      {
        dimension: 'Signals that matter',
        before: 'Backlinks, keyword density, page speed',
        after: 'Entity clarity, original evidence, expert authorship, consistent facts across sources',
      },
      {
        dimension: 'Technical priority',
        before: 'Indexable pages and meta tags',
        after: 'Prerendered HTML, structured data and access for AI crawlers',
      },
      {
        dimension: 'Success metric',
        before: 'Rankings, sessions and click-through rate',
        after: 'Citation rate, share of AI voice, qualified pipeline',
      },
      {
        dimension: 'Operating model',
        before: 'Separate SEO, content, paid and CRM vendors',
        after: 'One integrated system where each service feeds the next',
      },
    ],
  },

  serviceModel: {
    eyebrow: 'How We Work',
    heading: 'A Six-Step Integrated Service Model',
    intro:
      'Our services are designed as one system rather than a menu. Each step produces something the next step depends on, so the gains compound instead of sitting in separate reports.',
    servicesLabel: 'Services in this step',
    steps: [
      {
        step: 1,
        key: 'foundation',
        name: 'Foundation',
        role: 'Make the brand safe, fast and legible to people and machines.',
        description:
          'We secure the site, fix crawlability and render every important page as complete HTML that search and AI crawlers can read without running scripts. ' +
          'Structured data describes who you are, what you offer and who stands behind it. Nothing built later holds up without this layer.',
        serviceSlugs: ['security-compliance', 'ai-websites-landing-pages', 'technical-seo-architecture'],
      },
      {
        step: 2,
        key: 'rawMaterial',
        name: 'Raw Material',
        role: 'Produce the evidence and content that answers are built from.',
        description:
          "We turn your team's expertise, data and client questions into articles, guides, media and original findings, produced with AI assistance and reviewed by people who know the subject. " +
          'Analytics tell us which questions matter and which assets earn citations, so production follows demand rather than a calendar.',
        serviceSlugs: ['ai-content-creation', 'content-media-creation', 'analytics-reporting', 'real-time-analytics'],
      },
      {
        step: 3,
        key: 'architecture',
        name: 'Architecture',
        role: 'Organize content and channels so authority accumulates.',
        description:
          'We map your topics into pillar and cluster structures with deliberate internal links, so engines see depth rather than scattered posts. ' +
          'The same architecture drives campaigns and automated journeys across email, social and paid channels, keeping the message consistent wherever a buyer meets it.',
        serviceSlugs: [
          'topical-authority-strategy',
          'omnichannel-communication',
          'intelligent-campaigns',
          'ai-marketing-automation',
        ],
      },
      {
        step: 4,
        key: 'visibility',
        name: 'Visibility',
        role: 'Earn a place in answers, results and the shortlist.',
        description:
          'We optimize for answer engines and generative engines alongside classic search and paid media, and we track which competitors are being cited in your place. ' +
          'Visibility is measured in citations and share of answer, not just positions.',
        serviceSlugs: [
          'answer-engine-optimization',
          'generative-engine-optimization',
          'seo-ppc-superpowers',
          'competitor-monitoring',
        ],
      },
      {
        step: 5,
        key: 'optimization',
        name: 'Optimization',
        role: 'Convert attention into qualified pipeline.',
        description:
          'We identify in-market accounts from intent signals, score and route leads the moment they arrive, and build partnerships that put your expertise in front of the right audiences. ' +
          'Every conversion feeds back into targeting and content, which is where the flywheel starts to turn on its own.',
        serviceSlugs: ['intent-graph-targeting', 'precision-lead-management', 'ai-lead-generation', 'outreach-partnerships'],
      },
      {
        step: 6,
        key: 'trust',
        name: 'Trust',
        role: 'Keep every interaction consistent, verifiable and worth repeating.',
        description:
          'We make sure buyers get accurate, consistent answers from every touchpoint, including voice agents and nurture sequences, and that your public record of expertise and responsibility is easy to verify. ' +
          'Trust is what turns a single citation into a reputation that engines and buyers return to.',
        serviceSlugs: ['voice-agent-verification', 'omnichannel-nurturing'],
      },
    ],
  },

  painPoints: {
    eyebrow: 'What We Hear From Leaders',
    heading: 'Four Problems We Solve Most Often',
    intro:
      'Most of the executives we meet are not short of ideas. They are short of time, visibility, clarity and response. These are the four patterns we see in almost every first conversation.',
    problemLabel: 'The problem',
    answerLabel: 'How we help',
    servicesLabel: 'Services that answer it',
    items: [
      {
        title: 'Resource Crunch',
        problem:
          'Marketing teams are asked to produce more content, across more channels, with the same or smaller headcount, and quality slips as volume rises.',
        answer:
          'We build AI-assisted content operations with human editorial review, so a small team can brief, produce and publish expert-grade assets in a fraction of the time.',
        serviceSlugs: ['ai-content-creation', 'ai-marketing-automation'],
      },
      {
        title: 'Visibility Crisis',
        problem:
          'Organic traffic is falling even where rankings hold, because buyers get their answer from an AI summary and never reach the site.',
        answer:
          'We engineer your content and technical foundation to be cited in those answers, and we measure citation rate and share of AI voice alongside traditional search.',
        serviceSlugs: ['answer-engine-optimization', 'generative-engine-optimization'],
      },
      {
        title: 'Data Overwhelm',
        problem:
          'Dashboards multiply, attribution is disputed and nobody can say with confidence which activity produces revenue.',
        answer:
          'We consolidate the signals that matter into a small set of decision metrics tied to pipeline, with real-time reporting that tells each owner what to do next.',
        serviceSlugs: ['real-time-analytics', 'analytics-reporting'],
      },
      {
        title: 'Engagement Gap',
        problem:
          'Leads arrive and then wait: slow follow-up, generic nurture emails and disconnected channels let interested buyers go cold.',
        answer:
          'We respond in minutes with scored routing and personalized, omnichannel nurture that reflects what each buyer has read, asked and done.',
        serviceSlugs: ['precision-lead-management', 'omnichannel-nurturing'],
      },
    ],
  },

  recommendations: {
    eyebrow: 'Leadership Recommendations',
    heading: 'What We Advise Executives to Do Now',
    intro:
      'These are the steps we recommend to leadership teams regardless of whether they work with us. None of them require a large budget to start.',
    items: [
      {
        title: 'Measure your AI visibility before you fund anything new',
        body: 'Ask the questions your buyers ask across the major answer engines and record who gets cited. That baseline tells you more about your position than any ranking report.',
      },
      {
        title: 'Treat expertise as an asset to publish, not a cost to protect',
        body: 'Engines cite firms that show original thinking, named experts and real evidence. Give your senior people a simple way to turn their knowledge into published, attributable content.',
      },
      {
        title: 'Fund topics, not keywords',
        body: 'Choose the handful of subjects on which you must be the reference and cover them completely. Depth on a few topics earns more citations than thin coverage of many.',
      },
      {
        title: 'Fix the technical foundation first',
        body: 'If AI crawlers cannot read your pages as plain HTML or understand your entities through structured data, no content investment will be fully credited. This work is usually modest in cost and fast to complete.',
      },
      {
        title: 'Change the scorecard',
        body: 'Add citation rate, share of AI voice and pipeline from organic and referral sources to the metrics your board sees. Teams optimize for what leadership asks about.',
      },
      {
        title: 'Integrate before you add tools',
        body: 'Connect content, automation, CRM and analytics so that each one improves the others. A smaller, joined-up stack outperforms a large collection of disconnected point solutions.',
      },
    ],
  },

  figures: {
    marketEyebrow: 'By the Numbers',
    marketHeading: 'The Market Has Already Moved',
    sourceLabel: 'Source',
    marketIntro:
      'The shift to AI answers is not a forecast for the distant future. It is visible in analyst predictions, industry estimates and the audits we run every month.',
    statistics: [
      {
        value: '50%',
        label: 'Projected organic traffic decline',
        context:
          "Gartner predicts that by 2028 brands' organic search traffic will fall by 50% or more as consumers turn to generative AI-powered search.",
        source: 'Gartner prediction',
      },
      {
        value: '25-40%',
        label: 'Of businesses already seeing traffic drops',
        context:
          'Industry estimates, and the audits we run for new clients, put the share of businesses already losing organic traffic to AI answers in this range.',
        source: 'Industry estimates and our audits',
      },
      {
        value: '65%',
        label: 'Of queries end without a click',
        context:
          'Industry estimates suggest roughly two in three searches now end on the results page or inside an AI answer, without a visit to any website.',
        source: 'Industry estimates',
      },
    ],
    transformationEyebrow: 'Transformation Metrics',
    transformationHeading: 'What Clients Typically See',
    transformationIntro:
      'Results depend on starting point, market and commitment. These are the outcomes we typically see once the integrated model has been running for six months or more.',
    transformationMetrics: [
      {
        value: '80%',
        label: 'Less time from brief to published asset',
        context: 'AI-assisted production with expert review removes most of the waiting and rework between steps.',
      },
      {
        value: '40-60%',
        label: 'More qualified leads',
        context: 'Cited content attracts buyers who already understand the problem and arrive ready to talk.',
      },
      {
        value: '30%',
        label: 'Lower cost per acquisition',
        context: 'Organic and referral visibility reduces dependence on paid media, and better scoring wastes less sales time.',
      },
      {
        value: '50%',
        label: 'Faster sales cycles',
        context: 'Buyers who have read your answers before the first call need fewer meetings to reach a decision.',
      },
    ],
    disclaimer:
      'Typical ranges observed across client engagements, not guarantees. We agree targets with each client after an initial assessment.',
  },

  story: {
    eyebrow: 'Our Story',
    heading: 'Twenty Years of Following Buyers to Where They Look',
    paragraphs: [
      'Ascend Strategy Consulting was founded in New York in 2003, when search engine marketing was still a specialist craft. We grew by helping professional-services, technology and healthcare firms, still the industries we work with most, turn expertise into visibility, and visibility into revenue.',
      'Each shift since then, from local search to mobile to voice, taught the same lesson: the firms that adapt early to how buyers look for answers take a lasting lead. AI answer engines are the largest of those shifts, and we rebuilt our practice around them, combining two decades of search discipline with AI-assisted content, automation and analytics.',
      'Today our strategists, engineers, writers and analysts work as one practice, so that technical, content and pipeline work reinforce each other rather than competing for budget.',
    ],
    valuesHeading: 'What We Work By',
    values: [
      {
        title: 'Evidence over opinion',
        description: 'We baseline before we recommend and report what changed, including what did not work.',
      },
      {
        title: 'Expertise belongs to the client',
        description: 'AI speeds up production; your people supply the knowledge, and their names go on it.',
      },
      {
        title: 'Plain, accurate claims',
        description: 'We do not publish statistics we cannot source, and we disclose how content was made.',
      },
      {
        title: 'Systems, not campaigns',
        description: 'We build assets and processes that keep paying back after the engagement ends.',
      },
      {
        title: 'Responsible by default',
        description: 'Accessibility, privacy and honest use of AI are part of the work, not add-ons.',
      },
    ],
  },

  cta: {
    heading: 'Find Out Where You Stand in AI Answers',
    text: 'Start with an authority assessment: we check how answer engines describe and cite your brand today, show where competitors are taking your place, and outline the first ninety days of work.',
    primary: { label: 'Start Your Authority Assessment', href: '/contact' },
    secondary: { label: 'Explore Our Services', href: '/services' },
  },
};
