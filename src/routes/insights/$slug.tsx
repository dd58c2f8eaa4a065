import { createFileRoute, redirect } from '@tanstack/react-router';
import { findArticle } from '../../content/insights/article-index';
import { placeholders } from '../../content/placeholders';
import { placeholderNotFound } from '../../components/not-found-page';
import { getArticleBody, loadArticleBody } from '../../content/document-store';
import { articleHead } from '../../features/insights/article-head';
import { ArticlePage } from '../../features/insights/article-page';

export const Route = createFileRoute('/insights/$slug')({
  loader: async ({ params }) => {
    const article = findArticle(params.slug);
    // An article's former address moves permanently to its canonical slug.
    if (article && article.slug !== params.slug) {
      throw redirect({ to: '/insights/$slug', params: { slug: article.slug }, statusCode: 301 });
    }
    // SPEC's placeholder, with a 404.
    if (!article) throw placeholderNotFound(placeholders.article);
    await loadArticleBody(article.slug);
  },
  head: ({ params }) => {
    const article = findArticle(params.slug);
    return article ? articleHead(article) : {};
  },
  component: InsightRoute,
});

function InsightRoute() {
  const { slug } = Route.useParams();
  const article = findArticle(slug);
  const body = article ? getArticleBody(article.slug) : undefined;
  if (!article || !body) return null;
  return <ArticlePage article={article} body={body} />;
}
