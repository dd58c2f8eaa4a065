/** A card linking to an article: image, category, title, description, reading time. */
import { Link } from '@tanstack/react-router';
import type { ArticleMeta } from '../../content/insights/article-index';
import { formatLongDate } from '../../lib/format-date';

export function InsightCard({ article, headingLevel = 3 }: { article: ArticleMeta; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-sm transition-shadow hover:shadow-lg">
      <img
        src={article.hero.replace(/\.webp$/, '-800.webp')}
        width={800}
        height={450}
        alt=""
        loading="lazy"
        decoding="async"
        className="aspect-[16/9] w-full bg-navy-900 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-accent-700">{article.category}</p>
        <Heading className="mt-2 text-lg leading-snug font-semibold text-navy-900">
          <Link to="/insights/$slug" params={{ slug: article.slug }} className="after:absolute after:inset-0 group-hover:text-accent-700">
            {article.title}
          </Link>
        </Heading>
        <p className="mt-3 line-clamp-3 flex-1 text-[0.95rem] leading-7 text-muted">{article.description}</p>
        <p className="mt-4 text-sm text-muted">
          <time dateTime={article.date}>{formatLongDate(article.date)}</time> · {article.readTime} min read
        </p>
      </div>
    </article>
  );
}
