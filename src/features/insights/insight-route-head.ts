/** The head of /insights/{slug}: the article's, none for an unknown slug (the root's not-found head applies); loaded with the route, out of the entry chunk. */
import { findArticle } from '../../content/insights/article-index';
import { articleHead } from './article-head';

export function insightRouteHead(slug: string) {
  const article = findArticle(slug);
  return article ? articleHead(article) : {};
}
