import { createFileRoute } from '@tanstack/react-router';
import { findArticle } from '../../content/insights/article-index';
import { getArticleBody, loadArticleBody } from '../../content/document-store';
import { placeholders } from '../../content/placeholders';
import { placeholderHead } from '../../seo/placeholder-head';
import { articleHead } from '../../features/insights/article-head';
import { ArticlePage } from '../../features/insights/article-page';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/insights/$slug')({
  loader: async ({ params }) => {
    const article = findArticle(params.slug);
    if (article) await loadArticleBody(article.slug);
  },
  head: ({ params }) => {
    const article = findArticle(params.slug);
    return article ? articleHead(article) : placeholderHead(placeholders.article, `/insights/${params.slug}`);
  },
  component: InsightRoute,
});

function InsightRoute() {
  const { slug } = Route.useParams();
  const article = findArticle(slug);
  const body = article ? getArticleBody(article.slug) : undefined;
  if (!article || !body) return <PlaceholderPage {...placeholders.article} />;
  return <ArticlePage article={article} body={body} />;
}
