/** One core service block: what it is, three typical client outcomes, and links to the service and to /contact. */
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { findServiceSummary } from '../../content/services/service-summaries';
import { homeCopy, type HomeCoreService } from './home-copy';
import { ServiceLink } from '../../components/service-link';

export function CoreServiceBlock({ block, index }: { block: HomeCoreService; index: number }) {
  const service = findServiceSummary(block.serviceSlug);
  const { figuresLabel, serviceLinkLabel } = homeCopy.coreServices;
  return (
    <li data-testid="core-service" className="flex flex-col rounded-3xl border border-navy-100 bg-white p-5 shadow-sm sm:p-9">
      <p aria-hidden="true" className="text-sm font-semibold text-accent-700 tabular-nums">
        {String(index + 1).padStart(2, '0')}
      </p>
      <h3 className="mt-2 text-2xl font-bold tracking-tight text-navy-900">{block.title}</h3>
      <p className="mt-3 text-lg leading-8 text-muted">{block.description}</p>
      <p className="mt-8 text-xs font-semibold tracking-wider text-muted uppercase">{figuresLabel}</p>
      <dl className="mt-3 grid grid-cols-3 divide-x divide-navy-100 rounded-2xl border border-navy-100 bg-navy-50">
        {block.figures.map((f) => (
          <div key={f.label} className="flex flex-col-reverse justify-end px-1.5 py-5 text-center sm:px-4">
            <dt className="mt-1 text-sm leading-5 text-muted">{f.label}</dt>
            <dd className="text-2xl font-bold tracking-tight text-accent-700 min-[400px]:text-3xl sm:text-4xl">{f.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-8 flex flex-1 flex-wrap items-end gap-3">
        {service ? (
          <ServiceLink slug={service.slug} className="btn-primary">
            {serviceLinkLabel(service.title)}
            <ArrowRight aria-hidden="true" className="hidden h-4 w-4 sm:block" />
          </ServiceLink>
        ) : null}
        <Link to="/contact" className="btn-outline">
          {block.contactLabel}
        </Link>
      </div>
    </li>
  );
}
