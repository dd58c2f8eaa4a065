/** 'The Challenge' (the business pain point) beside 'Our Solution'. */
import type { ComponentType } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ServicePage } from '../../backend/service-page';
import { serviceDetailCopy } from './services-copy';

/** One of the two panels; the solution's sits on navy, so its icon and text take the light tones. */
function OverviewPanel({
  section,
  title,
  text,
  Icon,
  dark,
}: {
  section: 'challenge' | 'solution';
  title: string;
  text: string;
  Icon: ComponentType<{ 'aria-hidden': 'true'; className: string }>;
  dark: boolean;
}) {
  const id = `service-${section}`;
  return (
    <section
      aria-labelledby={id}
      data-section={section}
      className={`rounded-2xl p-7 shadow-sm sm:p-9 ${dark ? 'on-dark bg-navy-900 text-white' : 'border border-navy-100 bg-white'}`}
    >
      <Icon aria-hidden="true" className={`h-7 w-7 ${dark ? 'text-accent-300' : 'text-gold-400'}`} />
      <h2 id={id} className={`mt-4 text-2xl font-bold tracking-tight sm:text-3xl ${dark ? '' : 'text-navy-900'}`}>
        {title}
      </h2>
      <p className={`mt-4 leading-7 text-pretty sm:text-lg sm:leading-8 ${dark ? 'text-white/90' : 'text-ink'}`}>{text}</p>
    </section>
  );
}

export function ServiceOverview({ service }: { service: ServicePage }) {
  const { challenge, solution } = serviceDetailCopy.sections;
  return (
    <div className="container-page grid gap-6 py-16 sm:py-20 lg:grid-cols-2">
      <OverviewPanel section="challenge" title={challenge} text={service.businessPainPoint} Icon={CircleAlert} dark={false} />
      <OverviewPanel section="solution" title={solution} text={service.ascSolution} Icon={CircleCheck} dark />
    </div>
  );
}
