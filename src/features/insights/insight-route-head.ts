/** The head of /insights/{slug}: the article's, or the placeholder's for an unknown slug; loaded with the route, out of the entry chunk. */
import { findArticle } from '../../content/insights/article-index';
import { placeholders } from '../../content/placeholders';
import { placeholderHead } from '../../seo/placeholder-head';
import { articleHead } from './article-head';

export function insightRouteHead(slug: string) {
  const article = findArticle(slug);
  return article ? articleHead(article) : placeholderHead(placeholders.article, `/insights/${slug}`);
}
