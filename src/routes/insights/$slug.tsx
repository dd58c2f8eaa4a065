import { createFileRoute, redirect } from '@tanstack/react-router';
import { placeholders } from '../../content/placeholders';
import { placeholderNotFound } from '../../components/not-found-page';
import { InsightRoutePage } from '../../features/insights/insight-route-page';
import { insightRouteHead } from '../../features/insights/insight-route-head';
import { findArticle } from '../../content/insights/article-index';

export const Route = createFileRoute('/insights/$slug')({
  loader: ({ params }) => {
    const article = findArticle(params.slug);
    // An article's former address moves permanently to its canonical slug.
    if (article && article.slug !== params.slug) {
      throw redirect({ to: '/insights/$slug', params: { slug: article.slug }, statusCode: 301 });
    }
    // SPEC's placeholder, with a 404.
    if (!article) throw placeholderNotFound(placeholders.article);
  },
  head: ({ params }) => insightRouteHead(params.slug),
  component: InsightRoute,
});

function InsightRoute() {
  const { slug } = Route.useParams();
  return <InsightRoutePage slug={slug} />;
}
