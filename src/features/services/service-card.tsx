/** One card of the Service Portfolio grid: icon, title (the link), subtitle and a 'Learn More' prompt. */
import { ArrowRight } from 'lucide-react';
import type { ServiceListItem } from './service-list-items';
import { ServiceIcon } from '../../components/service-icon';
import { servicePortfolioCopy } from './service-portfolio-copy';
import { ServiceLink } from '../../components/service-link';

export function ServiceCard({ service }: { service: ServiceListItem }) {
  return (
    <article
      data-testid="service-card"
      data-slug={service.slug}
      className="group relative flex h-full flex-col rounded-2xl border border-navy-100 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-accent-500 hover:shadow-md motion-reduce:hover:translate-y-0"
    >
      <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-accent-100 text-accent-700 transition-colors group-hover:bg-accent-600 group-hover:text-white">
        <ServiceIcon slug={service.slug} heroIcon={service.heroIcon} className="h-6 w-6" />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-navy-900">
        {/* The link covers the whole card (after:inset-0), so its accessible name stays the title. */}
        <ServiceLink
          slug={service.slug}
          className="after:absolute after:inset-0 after:rounded-2xl after:content-['']"
        >
          {service.title}
        </ServiceLink>
      </h3>
      <p className="mt-2 flex-1 leading-7 text-muted">{service.subtitle}</p>
      <span aria-hidden="true" className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-700">
        {servicePortfolioCopy.learnMore}
        <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-1 motion-reduce:group-hover:translate-x-0" />
      </span>
    </article>
  );
}
