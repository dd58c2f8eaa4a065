/** SPEC's 404 page, with ways back. */
import { Link } from '@tanstack/react-router';
import { PageHero } from './page-hero';

export function NotFoundPage() {
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
              <Link to={item.to} className="block rounded-lg border border-navy-100 px-4 py-3 font-medium text-accent-700 hover:border-accent-500">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
