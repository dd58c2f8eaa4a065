/** Every text of the home page below its title, eyebrow and intro (those live in content/static-pages). */

/** An internal destination the home page links to. */
export type HomeLinkTarget = '/contact' | '/services' | '/authority-hub';

/** A button-like link. */
export interface HomeLink {
  label: string;
  to: HomeLinkTarget;
}

/** A headline figure: the value, what it measures, one line of context. */
export interface HomeStatistic {
  value: string;
  label: string;
  context: string;
}

/** A section's eyebrow, H2 and optional introduction. */
export interface HomeSectionHeading {
  eyebrow: string;
  title: string;
  intro?: string;
}

/** A result figure of a core service block. */
export interface HomeFigure {
  value: string;
  label: string;
}

/** One of the two core service blocks; `serviceSlug` is a slug of the service catalogue. */
export interface HomeCoreService {
  title: string;
  description: string;
  figures: [HomeFigure, HomeFigure, HomeFigure];
  serviceSlug: string;
  contactLabel: string;
}

/**
 * The words of the home page's static sections, which only the server renders (the client keeps their
 * HTML). A bundler keeps an object whole, so the map section's heading, hydrated with the map, has
 * its own below, and this one stays out of the client's chunks.
 */
export const homeCopy = {
  hero: {
    primary: { label: 'Start Building Authority', to: '/contact' } satisfies HomeLink,
    secondary: { label: 'Explore Services', to: '/services' } satisfies HomeLink,
    statisticsLabel: 'The shift in numbers',
    statistics: [
      {
        value: '50%',
        label: 'projected organic traffic decline',
        context: "Gartner's prediction for brands' organic search traffic by 2028, as buyers turn to AI-powered search.",
      },
      {
        value: '85%',
        label: 'of marketers unprepared',
        context: 'The share of marketing teams we assess that have no plan yet for AI-driven search.',
      },
      {
        value: '60%',
        label: 'higher engagement',
        context: 'The lift we typically see when content is written as clear, expert answers.',
      },
    ] satisfies HomeStatistic[],
  },
  principles: {
    heading: {
      eyebrow: 'Our approach',
      title: 'Lead generation through AI authority',
      intro:
        'Buyers now ask an AI engine before they ask a salesperson, and the firms that receive the inquiry are the ones the engine trusts enough to name. Three principles guide how we earn that trust for you.',
    } satisfies HomeSectionHeading,
    items: [
      {
        title: "Solve, Don't Just Sell",
        description:
          'Publish the answers your buyers are looking for, in enough depth that an AI engine can quote you with confidence. Prospects who have learned from you first arrive ready for a serious conversation.',
      },
      {
        title: 'Build the Flywheel',
        description:
          'Each service feeds the next: content earns citations, citations bring qualified visitors, and what those visitors do shows what to publish next. Authority built this way compounds instead of starting over every quarter.',
      },
      {
        title: 'Trust is Ultimate Asset',
        description:
          'AI engines favour sources with verifiable expertise, consistent facts and a clean record. We treat accuracy, disclosure and privacy as growth work, because trust is what gets a firm cited and then chosen.',
      },
    ],
    metrics: {
      title: 'New Success Metrics',
      intro: 'Visibility is now measured inside the answer as well as on the results page. These are the benchmark scores our programs are built to reach.',
      items: [
        { label: 'AI citations', value: 85 },
        { label: 'Featured snippets', value: 72 },
        { label: 'Brand authority', value: 91 },
        { label: 'Voice search', value: 68 },
      ],
    },
  },
  challenges: {
    heading: {
      eyebrow: 'Where growth stalls',
      title: 'Four business challenges we solve',
      intro: 'The same four problems come up in almost every first conversation we have with a leadership team.',
    } satisfies HomeSectionHeading,
    challengeLabel: 'The challenge',
    solutionLabel: 'Our solution',
    items: [
      {
        title: 'Resource Crunch',
        challenge:
          'Your team is expected to publish across more channels every quarter without new headcount, and quality is the first thing to slip.',
        solution: 'AI-assisted production with senior editorial review, so a lean team ships expert content in a fraction of the time.',
      },
      {
        title: 'Visibility Crisis',
        challenge: 'Rankings look stable, yet traffic falls, because buyers read an AI summary and never click through to your site.',
        solution: 'We structure your expertise so answer engines cite it, and report your citation share alongside search performance.',
      },
      {
        title: 'Data Dilemma',
        challenge:
          'There are plenty of dashboards but little agreement on what actually produces revenue, so decisions wait for the monthly report.',
        solution: 'A short list of metrics tied to pipeline, with live reporting that tells each owner what to change this week.',
      },
      {
        title: 'Engagement Gap',
        challenge: 'Inquiries arrive and then wait. Slow follow-up and generic emails let interested buyers go cold or go elsewhere.',
        solution: 'Scored routing, replies within minutes and nurture sequences that reflect what each buyer has read and asked.',
      },
    ],
  },
  coreServices: {
    heading: {
      eyebrow: 'Core services',
      title: 'Two engines behind the results',
      intro:
        'The figures below are typical outcomes from our client programs, not guarantees. What you achieve depends on your market, your starting point and how quickly your team adopts the new way of working.',
    } satisfies HomeSectionHeading,
    figuresLabel: 'Typical client outcomes',
    serviceLinkLabel: (serviceTitle: string) => `Explore ${serviceTitle}`,
    items: [
      {
        title: 'AI Content & Authority Engine',
        description:
          "Expert-led content operations that turn your team's knowledge into articles, guides and answers that AI engines cite and buyers trust.",
        figures: [
          { value: '80%', label: 'less production time' },
          { value: '60%', label: 'more qualified traffic' },
          { value: '5x', label: 'content output' },
        ],
        serviceSlug: 'ai-content-creation',
        contactLabel: 'Discuss your content program',
      },
      {
        title: 'Intelligent Lead Generation & Automation',
        description:
          'Intent data, scored routing and automated, personal follow-up that turn the attention your authority earns into booked conversations.',
        figures: [
          { value: '300%', label: 'more qualified leads' },
          { value: '45%', label: 'shorter sales cycles' },
          { value: '24/7', label: 'engagement' },
        ],
        serviceSlug: 'ai-lead-generation',
        contactLabel: 'Discuss your pipeline',
      },
    ] satisfies HomeCoreService[],
  },
  closing: {
    title: 'Find out where AI engines place you today',
    text: 'An assessment shows how answer engines describe your firm, where competitors are cited instead of you, and the first moves worth making. A senior strategist replies within 24 hours.',
    primary: { label: 'Start Your Authority Assessment', to: '/contact' } satisfies HomeLink,
    secondary: { label: 'Explore Authority Hub', to: '/authority-hub' } satisfies HomeLink,
  },
};

/** The heading and introduction of the section around the service ecosystem map. */
export const homeEcosystemCopy = {
  eyebrow: 'The service ecosystem',
  title: 'How our services strengthen each other',
  intro:
    'No single tactic makes a firm the source AI engines cite. Explore the problem each service solves and the services it depends on; together they form one system rather than a list of separate projects.',
} as const satisfies HomeSectionHeading;
