import { createFileRoute } from '@tanstack/react-router';
import { findArticle } from '../../content/insights/article-index';
import { getArticleBody } from '../../content/document-store';
import { placeholders } from '../../content/placeholders';
import { loadStaticHtml } from '../../components/static-html-store';
import { ArticlePage } from '../../features/insights/article-page';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/insights/$slug')({
  // The article's body comes with its prerendered page (the server entry loads it for the server's render).
  loader: ({ location }) => loadStaticHtml(location.pathname, location.href),
  head: ({ params }) => import('../../features/insights/insight-route-head').then(({ insightRouteHead }) => insightRouteHead(params.slug)),
  component: InsightRoute,
});

function InsightRoute() {
  const { slug } = Route.useParams();
  const article = findArticle(slug);
  if (!article) return <PlaceholderPage {...placeholders.article} />;
  return <ArticlePage article={article} body={import.meta.env.SSR ? getArticleBody(article.slug) : undefined} />;
}
