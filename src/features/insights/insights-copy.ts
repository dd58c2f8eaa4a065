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
} as const;
