/** Every word of the site search's dialog, /search page and status messages (the header button's are in search-launcher-texts.ts). */

const quoted = (query: string) => `“${query.trim()}”`;

export const searchTexts = {
  dialogTitle: 'Search the site',
  inputLabel: 'Search services, insights and guides',
  inputPlaceholder: 'Try “zero-click search” or “technical SEO”',
  close: 'Close search',
  keyboardHint: 'Enter opens the first result, or the one you reach with the arrow keys. Escape closes search.',
  resultsLabel: 'Search results',
  seeAll: (query: string) => `See all results for ${quoted(query)}`,
  page: {
    title: 'Search the Site',
    eyebrow: 'Search',
    intro: 'Find a service, an insight article or a guide. Search works offline too, once you have visited the site.',
    description: 'Search Ascend Strategy Consulting: services, insight articles, Authority Hub guides, case studies and research.',
    submit: 'Search',
  },
  status: {
    prompt: 'Type a few words to search every page of the site.',
    loading: 'Loading search…',
    unavailable: 'Search is not available on this device yet. Connect to the internet once and it will work offline from then on.',
    noMeaningfulWords: 'Add a more specific word, such as a service or a topic.',
    none: (query: string) => `No results for ${quoted(query)}. Try fewer or different words, or browse our services and insights.`,
    count: (count: number, query: string) => `${count} ${count === 1 ? 'result' : 'results'} for ${quoted(query)}`,
  },
} as const;
