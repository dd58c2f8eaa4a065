/** What /insights/{slug} shows for a known article (its route answers unknown slugs with the placeholder first). */
import { findArticle } from '../../content/insights/article-index';
import { getArticleBody } from '../../content/document-store';
import { ArticlePage } from './article-page';

// Lives here rather than in the route file so the article index loads with the page's chunk, not the entry.
export function InsightRoutePage({ slug }: { slug: string }) {
  const article = findArticle(slug);
  if (!article) return null;
  return <ArticlePage article={article} body={import.meta.env.SSR ? getArticleBody(article.slug) : undefined} />;
}
