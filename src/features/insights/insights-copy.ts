/** The words of the /insights listing (its hero and head live in src/content/static-pages.ts). */

export const insightsCopy = {
  filterLabel: 'Filter by topic',
  allTopics: 'All topics',
  listLabel: 'Articles',
  /** the live summary under the filter */
  showing(count: number, total: number, category?: string): string {
    const articles = `${count} ${count === 1 ? 'article' : 'articles'}`;
    return category ? `Showing ${articles} of ${total} in ${category}` : `Showing all ${articles}, newest first`;
  },
  /** what a screen reader hears after a topic's name */
  countSuffix(count: number): string {
    return `, ${count} ${count === 1 ? 'article' : 'articles'}`;
  },
  /** the closing band: every page leads to /contact and /authority-hub (docs/product/audience.md) */
  closing: {
    heading: 'Turn these insights into a plan for your firm',
    text:
      'Tell us where you stand today. A senior strategist replies within 24 hours with a first read of your visibility in search and AI answers, and a comprehensive strategy follows within 48 hours. The Authority Hub holds the frameworks behind every article.',
    primary: { label: 'Start Your Authority Assessment', to: '/contact' },
    secondary: { label: 'Explore Authority Hub', to: '/authority-hub' },
  },
} as const;
