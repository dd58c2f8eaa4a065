/** SPEC's "Coming Soon" placeholders for detail pages that are not written yet (texts verbatim). */

export interface Placeholder {
  /** the section whose unknown slugs show this placeholder, with a 404 status */
  section: string;
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
}

export const placeholders = {
  pillar: {
    section: '/authority-hub',
    title: 'Pillar Page',
    text: 'Coming Soon - Comprehensive topic guides',
    backTo: '/authority-hub',
    backLabel: 'Back to the Authority Hub',
  },
  csrInitiative: {
    section: '/csr-initiatives',
    title: 'AI Customer Service Details',
    text: 'Coming Soon - Individual CSR implementation details',
    backTo: '/csr-initiatives',
    backLabel: 'All CSR Initiatives',
  },
  article: {
    section: '/insights',
    title: 'Article Details',
    text: 'Coming Soon - Individual article pages',
    backTo: '/insights',
    backLabel: 'Back to All Strategic Intelligence',
  },
  caseStudy: {
    section: '/case-studies',
    title: 'Case Study Details',
    text: 'Coming Soon - Detailed case study analysis',
    backTo: '/case-studies',
    backLabel: 'All Case Studies',
  },
  research: {
    section: '/research',
    title: 'Research Report',
    text: 'Coming Soon - Downloadable research report',
    backTo: '/research',
    backLabel: 'Back to Research',
  },
} satisfies Record<string, Placeholder>;

/** The placeholder of a section ('/insights' → the article placeholder), or undefined. */
export function placeholderOfSection(section: unknown): Placeholder | undefined {
  return Object.values(placeholders).find((p) => p.section === section);
}
