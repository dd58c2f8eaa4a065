/** A card linking to an article: image, category, title, description, date and reading time; `featured` lays it out wide. */
import { Clock } from 'lucide-react';
import { SiteLink } from '../../components/site-link';
import type { ArticleMeta } from '../../content/insights/article-index';
import { formatLongDate } from '../../lib/format-date';

export function InsightCard({
  article,
  headingLevel = 3,
  featured = false,
}: {
  article: ArticleMeta;
  headingLevel?: 2 | 3;
  featured?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const small = article.hero.replace(/\.webp$/, '-800.webp');
  return (
    <article
      data-testid="insight-card"
      data-slug={article.slug}
      className={`group relative flex h-full flex-col overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-sm transition-shadow hover:shadow-lg ${
        featured ? 'md:grid md:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]' : ''
      }`}
    >
      <img
        src={small}
        srcSet={featured ? `${small} 800w, ${article.hero} 1600w` : undefined}
        sizes={featured ? '(min-width: 1152px) 580px, (min-width: 768px) 52vw, 100vw' : undefined}
        width={800}
        height={450}
        alt=""
        loading={featured ? undefined : 'lazy'}
        decoding="async"
        className={`aspect-[16/9] w-full bg-navy-900 object-cover ${featured ? 'md:h-full' : ''}`}
      />
      <div className={`flex flex-1 flex-col p-6 ${featured ? 'md:justify-center md:p-10' : ''}`}>
        <p className="text-sm font-semibold text-accent-700">{article.category}</p>
        <Heading
          className={`mt-2 leading-snug font-semibold text-navy-900 ${featured ? 'text-xl text-balance sm:text-2xl sm:font-bold' : 'text-lg'}`}
        >
          <SiteLink to={`/insights/${article.slug}`} className="after:absolute after:inset-0 group-hover:text-accent-700">
            {article.title}
          </SiteLink>
        </Heading>
        {/* The clamp sits inside the growing box: a stretched clamped box would show its fourth line. */}
        <div className={featured ? '' : 'flex-1'}>
          <p className={`mt-3 text-base leading-7 text-muted ${featured ? '' : 'line-clamp-3'}`}>{article.description}</p>
        </div>
        <p className="mt-4 flex flex-wrap items-center gap-x-2 text-sm text-muted">
          <time dateTime={article.date}>{formatLongDate(article.date)}</time>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1.5" data-testid="insight-read-time">
            <Clock aria-hidden="true" className="h-3.5 w-3.5" />
            {article.readTime} min read
          </span>
        </p>
      </div>
    </article>
  );
}
