/** 'Related Services': links to the services that strengthen this one (slugs unknown to the catalogue are left out). */
import { ArrowRight } from 'lucide-react';
import { findServiceSummary } from '../../content/services/service-summaries';
import { ServiceIcon } from '../../components/service-icon';
import { SectionHeading } from '../../components/section-heading';
import { serviceDetailCopy } from './services-copy';
import { ServiceLink } from '../../components/service-link';

export function RelatedServices({ slugs }: { slugs: readonly string[] }) {
  const services = [...new Set(slugs)].flatMap((slug) => findServiceSummary(slug) ?? []);
  if (services.length === 0) return null;
  const { related, relatedIntro } = serviceDetailCopy.sections;
  return (
    <section aria-labelledby="service-related" data-section="related" className="container-page pt-16 sm:pt-20">
      <SectionHeading id="service-related" title={related} intro={relatedIntro} />
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {services.map((service) => (
          <li key={service.slug}>
            <ServiceLink
              slug={service.slug}
              className="group flex h-full flex-col rounded-2xl border border-navy-100 bg-white p-5 shadow-sm transition-colors hover:border-accent-500"
            >
              <ServiceIcon slug={service.slug} className="h-6 w-6 text-accent-600" />
              <span className="mt-3 font-semibold text-navy-900 group-hover:text-accent-700">{service.title}</span>
              <span className="mt-1 flex-1 text-sm leading-6 text-muted">{service.subtitle}</span>
              <ArrowRight aria-hidden="true" className="mt-3 h-4 w-4 text-accent-600" />
            </ServiceLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
