/** The 'Service Portfolio' section: six placeholders while loading, the service cards, or the failure message with Retry. */
import { RotateCw } from 'lucide-react';
import { SERVICE_LIST_PLACEHOLDERS } from '../../lib/spec-constants';
import { reloadPage } from './reload-page';
import { ServiceCard } from './service-card';
import { ServiceCardSkeleton } from './service-card-skeleton';
import { SectionHeading } from '../../components/section-heading';
import { servicePortfolioCopy } from './service-portfolio-copy';
import type { ServiceListState } from './use-service-list';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

export function ServicePortfolio({ state, onRetry = reloadPage }: { state: ServiceListState; onRetry?: () => void }) {
  const copy = servicePortfolioCopy;
  return (
    <section
      aria-labelledby="service-portfolio"
      data-testid="service-portfolio"
      data-state={state.status}
      data-source={state.status === 'loaded' ? state.source : undefined}
      className="bg-navy-50 py-20 sm:py-24"
    >
      <div className="container-page">
        <SectionHeading id="service-portfolio" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
        {state.status === 'loading' ? (
          <div aria-busy="true" className="mt-12">
            <p role="status" className="sr-only">
              {copy.loading}
            </p>
            <div className={GRID}>
              {Array.from({ length: SERVICE_LIST_PLACEHOLDERS }, (_, i) => (
                <ServiceCardSkeleton key={i} />
              ))}
            </div>
          </div>
        ) : state.status === 'error' ? (
          <div role="alert" className="mt-12 rounded-2xl border border-red-200 bg-white p-8 text-center shadow-sm">
            <p className="text-lg font-semibold text-navy-900">{copy.failed}</p>
            <p className="mt-2 text-muted">{copy.failedHint}</p>
            <button type="button" onClick={onRetry} className="btn-primary mt-6">
              <RotateCw aria-hidden="true" className="h-4 w-4" />
              {copy.retry}
            </button>
          </div>
        ) : (
          <ul className={`mt-12 ${GRID}`}>
            {state.services.map((service) => (
              <li key={service.slug} className="render-near-screen [--near-screen-estimate:18rem]">
                <ServiceCard service={service} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
