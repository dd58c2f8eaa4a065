/** 'The Challenge' (the business pain point) beside 'Our Solution'. */
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ServicePage } from '../../backend/service-page';
import { serviceDetailCopy } from './services-copy';

export function ServiceOverview({ service }: { service: ServicePage }) {
  const { challenge, solution } = serviceDetailCopy.sections;
  return (
    <div className="container-page grid gap-6 py-16 sm:py-20 lg:grid-cols-2">
      <section aria-labelledby="service-challenge" data-section="challenge" className="rounded-2xl border border-navy-100 bg-white p-7 shadow-sm sm:p-9">
        <CircleAlert aria-hidden="true" className="h-7 w-7 text-gold-400" />
        <h2 id="service-challenge" className="mt-4 text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">
          {challenge}
        </h2>
        <p className="mt-4 leading-7 text-pretty text-ink sm:text-lg sm:leading-8">{service.businessPainPoint}</p>
      </section>
      <section
        aria-labelledby="service-solution"
        data-section="solution"
        className="on-dark rounded-2xl bg-navy-900 p-7 text-white shadow-sm sm:p-9"
      >
        <CircleCheck aria-hidden="true" className="h-7 w-7 text-accent-300" />
        <h2 id="service-solution" className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
          {solution}
        </h2>
        <p className="mt-4 leading-7 text-pretty text-white/90 sm:text-lg sm:leading-8">{service.ascSolution}</p>
      </section>
    </div>
  );
}
