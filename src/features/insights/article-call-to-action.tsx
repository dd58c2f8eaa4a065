/** The call-to-action block that closes an article. */
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import type { ArticleFrontmatter } from '../../content/insights/article-types';

export function ArticleCallToAction({ cta }: { cta: ArticleFrontmatter['cta'] }) {
  return (
    <section aria-labelledby="article-cta" className="on-dark rounded-2xl bg-navy-900 px-6 py-10 text-white sm:px-10">
      <h2 id="article-cta" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {cta.heading}
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-white/85">{cta.text}</p>
      <div className="mt-7 flex flex-wrap gap-3">
        <Link to={cta.primary.href} className="btn-gold">
          {cta.primary.label}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
        {cta.secondary ? (
          <Link to={cta.secondary.href} className="btn-outline-light">
            {cta.secondary.label}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
