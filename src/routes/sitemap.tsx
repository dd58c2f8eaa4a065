import { createFileRoute, Link } from '@tanstack/react-router';
import { staticPages } from '../content/static-pages';
import { knownRoutes, sitemapSections } from '../content/known-routes';
import { StaticPageHero } from '../components/static-page-hero';
import { staticPageHeadFor } from '../seo/static-page-heads';

export const Route = createFileRoute('/sitemap')({
  head: () => staticPageHeadFor('sitemap'),
  component: SitemapPage,
});

function sectionId(section: string): string {
  return `sitemap-${section.toLowerCase().replace(/[^a-z]+/g, '-')}`;
}

function SitemapPage() {
  const routes = knownRoutes().filter((r) => !r.aliasOf);
  return (
    <>
      <StaticPageHero page={staticPages.sitemap} />
      <div className="container-page grid gap-12 py-14 md:grid-cols-2 xl:grid-cols-3">
        {sitemapSections.map((section) => (
          <section key={section} aria-labelledby={sectionId(section)}>
            <h2 id={sectionId(section)} className="text-xl font-semibold text-navy-900">
              {section}
            </h2>
            <ul className="mt-4 space-y-2.5">
              {routes
                .filter((r) => r.section === section)
                .map((r) => (
                  <li key={r.path}>
                    <Link to={r.path} className="text-base text-accent-700 hover:underline">
                      {r.title}
                    </Link>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
