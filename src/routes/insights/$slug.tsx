import { createFileRoute, redirect } from '@tanstack/react-router';
import { placeholders } from '../../content/placeholders';
import { placeholderNotFound } from '../../components/not-found-page';
import { InsightRoutePage } from '../../features/insights/insight-route-page';

export const Route = createFileRoute('/insights/$slug')({
  loader: async ({ params }) => {
    // The article index loads with the route, not in the entry chunk.
    const { findArticle } = await import('../../content/insights/article-index');
    const article = findArticle(params.slug);
    // An article's former address moves permanently to its canonical slug.
    if (article && article.slug !== params.slug) {
      throw redirect({ to: '/insights/$slug', params: { slug: article.slug }, statusCode: 301 });
    }
    // SPEC's placeholder, with a 404.
    if (!article) throw placeholderNotFound(placeholders.article);
  },
  head: ({ params }) => import('../../features/insights/insight-route-head').then(({ insightRouteHead }) => insightRouteHead(params.slug)),
  component: InsightRoute,
});

function InsightRoute() {
  const { slug } = Route.useParams();
  return <InsightRoutePage slug={slug} />;
}
