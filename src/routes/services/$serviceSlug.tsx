import { createFileRoute, Link, redirect } from '@tanstack/react-router';
import { findService } from '../../content/services/service-catalogue';
import { standardPageHead } from '../../seo/standard-page-head';
import { PageHero } from '../../components/page-hero';

export const Route = createFileRoute('/services/$serviceSlug')({
  loader: ({ params }) => {
    if (!findService(params.serviceSlug)) throw redirect({ to: '/services' });
  },
  head: ({ params }) => {
    const service = findService(params.serviceSlug);
    if (!service) return {};
    const path = `/services/${service.slug}`;
    return standardPageHead(
      {
        title: service.title,
        description: service.subtitle,
        path,
        image: `/images/services/${service.slug}.jpg`,
        imageAlt: service.title,
      },
      [
        { name: 'Services', path: '/services' },
        { name: service.title, path },
      ],
    );
  },
  component: ServiceRoute,
});

function ServiceRoute() {
  const { serviceSlug } = Route.useParams();
  const service = findService(serviceSlug);
  if (!service) return null;
  return (
    <PageHero eyebrow="Service" title={service.title} intro={service.subtitle}>
      <Link to="/contact" className="btn-gold">
        Get Started
      </Link>
      <Link to="/services" className="btn-outline-light">
        View All Services
      </Link>
    </PageHero>
  );
}
