// A module of its own: the portfolio is an island on /services, and a bundler keeps a module whole, so the other services texts stay out of its chunk.
/** The Service Portfolio's words: its heading and the states of its list. */
export const servicePortfolioCopy = {
  eyebrow: 'What we do',
  title: 'Service Portfolio',
  intro:
    'Each service solves a specific business problem on its own and makes the others work harder. Start where the need is greatest; we show you how the pieces connect.',
  learnMore: 'Learn More',
  loading: 'Loading services...',
  failed: 'Failed to load services',
  failedHint: 'Please check your connection and try again.',
  retry: 'Retry',
} as const;
