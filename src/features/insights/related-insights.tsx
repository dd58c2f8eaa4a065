/** Two or three related articles as cards. */
import { findArticle, type ArticleMeta } from '../../content/insights/article-index';
import { InsightCard } from './insight-card';

export function RelatedInsights({ slugs }: { slugs: readonly string[] }) {
  const related = slugs.map((slug) => findArticle(slug)).filter((a): a is ArticleMeta => Boolean(a));
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-insights" className="render-near-screen container-page py-12">
      <h2 id="related-insights" className="text-2xl font-bold tracking-tight text-navy-900">
        Related Insights
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {related.map((article) => (
          <li key={article.slug}>
            <InsightCard article={article} />
          </li>
        ))}
      </ul>
    </section>
  );
}
