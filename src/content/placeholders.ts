/** SPEC's "Coming Soon" placeholders for detail pages that are not written yet (texts verbatim). */

export interface Placeholder {
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
}

export const placeholders = {
  pillar: {
    title: 'Pillar Page',
    text: 'Coming Soon - Comprehensive topic guides',
    backTo: '/authority-hub',
    backLabel: 'Back to the Authority Hub',
  },
  csrInitiative: {
    title: 'AI Customer Service Details',
    text: 'Coming Soon - Individual CSR implementation details',
    backTo: '/csr-initiatives',
    backLabel: 'All CSR Initiatives',
  },
  article: {
    title: 'Article Details',
    text: 'Coming Soon - Individual article pages',
    backTo: '/insights',
    backLabel: 'Back to All Strategic Intelligence',
  },
  caseStudy: {
    title: 'Case Study Details',
    text: 'Coming Soon - Detailed case study analysis',
    backTo: '/case-studies',
    backLabel: 'All Case Studies',
  },
  research: {
    title: 'Research Report',
    text: 'Coming Soon - Downloadable research report',
    backTo: '/research',
    backLabel: 'Back to Research',
  },
} satisfies Record<string, Placeholder>;
