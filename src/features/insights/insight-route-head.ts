/** The head of /insights/{slug}: the article's, none for an unknown slug (the root's not-found head applies). */
import { findArticle } from '../../content/insights/article-index';
import { loadArticleFaq } from '../../content/page-faq';
import { validateArticleAnswerFirst } from '../../content/insights/validate-article';
import { articleHead } from './article-head';

export async function insightRouteHead(slug: string) {
  const article = findArticle(slug);
  if (!article) return {};
  const faq = await loadArticleFaq(article.slug);
  return articleHead(article, faq ? validateArticleAnswerFirst(faq.frontmatter, article.slug).questions : []);
}
