/** What a URL without a page shows: SPEC's placeholder for an unknown slug of a placeholder section, else SPEC's 404 page, with ways back. */
import { Link, notFound, rootRouteId } from '@tanstack/react-router';
import { placeholderOfSection, type Placeholder } from '../content/placeholders';
import { PageHero } from './page-hero';
import { PlaceholderPage } from './placeholder-page';

/**
 * What a route throws for an unknown slug of a placeholder section. The root renders it, and the
 * thrown data names the section, never the slug: the static host answers every unknown slug with
 * one prerendered document, which must hydrate the same whatever the URL.
 */
export function placeholderNotFound(placeholder: Placeholder) {
  return notFound({ routeId: rootRouteId, data: placeholder.section });
}

/** The placeholder a not-found error asks for (see placeholderNotFound), or undefined for SPEC's 404. */
export function placeholderOfNotFound(error: unknown): Placeholder | undefined {
  return placeholderOfSection((error as { data?: unknown } | undefined)?.data);
}

export function NotFoundPage({ data }: { data?: unknown }) {
  const placeholder = placeholderOfSection(data);
  if (placeholder) return <PlaceholderPage {...placeholder} />;
  return (
    <>
      <PageHero eyebrow="Error 404" title="404 - Page Not Found" intro="The page you're looking for doesn't exist.">
        <Link to="/" className="btn-gold">
          Back to Home
        </Link>
        <Link to="/sitemap" className="btn-outline-light">
          Browse the Sitemap
        </Link>
      </PageHero>
      <section className="container-page py-16">
        <h2 className="text-xl font-semibold text-navy-900">Popular destinations</h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {[
            { to: '/services', label: 'Our services' },
            { to: '/insights', label: 'Strategic insights' },
            { to: '/authority-hub', label: 'Authority Hub' },
            { to: '/contact', label: 'Contact the team' },
          ].map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="block rounded-lg border border-navy-100 px-4 py-3 font-semibold text-accent-700 hover:border-accent-500">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
