/** "Related services" and "Related insights" link lists under a long-form page. */
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { findServiceSummary } from '../content/services/service-summaries';
import { findArticle } from '../content/insights/article-index';

export function RelatedLinks({ services, insights }: { services: string[]; insights: string[] }) {
  const serviceLinks = services.flatMap((slug) => {
    const s = findServiceSummary(slug);
    return s ? [{ to: `/services/${s.slug}`, label: s.title, note: s.subtitle }] : [];
  });
  const insightLinks = insights.flatMap((slug) => {
    const a = findArticle(slug);
    return a ? [{ to: `/insights/${a.slug}`, label: a.title, note: `${a.category} · ${a.readTime} min read` }] : [];
  });
  const groups = [
    { id: 'related-services', title: 'Related Services', links: serviceLinks },
    { id: 'related-insights', title: 'Related Insights', links: insightLinks },
  ].filter((g) => g.links.length > 0);
  if (groups.length === 0) return null;
  return (
    <div className="grid gap-10 border-t border-navy-100 pt-12 md:grid-cols-2">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id}>
          <h2 id={group.id} className="text-xl font-semibold text-navy-900">
            {group.title}
          </h2>
          <ul className="mt-5 space-y-3">
            {group.links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="group flex items-start justify-between gap-4 rounded-xl border border-navy-100 p-4 hover:border-accent-500"
                >
                  <span>
                    <span className="block font-semibold text-navy-900 group-hover:text-accent-700">{link.label}</span>
                    <span className="mt-1 block text-sm text-muted">{link.note}</span>
                  </span>
                  <ArrowRight aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-accent-600" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
