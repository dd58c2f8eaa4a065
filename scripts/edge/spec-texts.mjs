/** What SPEC says a visitor sees where there is no page, and the alias it names, verbatim: the expectations of check:edge and of the Playwright tests (a unit test keeps them equal to src/content). */

export const NOT_FOUND = { title: '404 - Page Not Found', text: "The page you're looking for doesn't exist." };

export const PLACEHOLDERS = [
  { section: '/authority-hub', title: 'Pillar Page', text: 'Coming Soon - Comprehensive topic guides' },
  { section: '/csr-initiatives', title: 'AI Customer Service Details', text: 'Coming Soon - Individual CSR implementation details' },
  { section: '/insights', title: 'Article Details', text: 'Coming Soon - Individual article pages' },
  { section: '/case-studies', title: 'Case Study Details', text: 'Coming Soon - Detailed case study analysis' },
  { section: '/research', title: 'Research Report', text: 'Coming Soon - Downloadable research report' },
];

export const ALIAS = {
  from: '/insights/e-e-a-t-in-the-age-of-generative-ai-building-unshakeable-authority',
  to: '/insights/e-e-a-t-evolution-building-authority-in-the-generative-ai-era',
};
