/** A short list of services, each linking to its page, named as the catalogue names it. */
import { findServiceSummary } from '../../content/services/service-summaries';
import { ServiceLink } from '../../components/service-link';

export function ServiceLinks({ label, slugs }: { label: string; slugs: readonly string[] }) {
  const services = slugs.flatMap((slug) => {
    const service = findServiceSummary(slug);
    return service ? [service] : [];
  });
  return (
    <div>
      <p className="text-xs font-semibold tracking-wider text-muted uppercase">{label}</p>
      <ul className="mt-2.5 flex flex-wrap gap-2">
        {services.map((service) => (
          <li key={service.slug}>
            <ServiceLink
              slug={service.slug}
              className="inline-flex min-h-8 items-center rounded-full border border-navy-100 bg-white px-3 py-1 text-sm font-semibold text-accent-700 transition-colors hover:border-accent-500 hover:bg-accent-100/60"
            >
              {service.title}
            </ServiceLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
