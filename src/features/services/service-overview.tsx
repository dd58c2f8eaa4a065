/** 'The Challenge' (the business pain point) beside 'Our Solution'. */
import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ServicePage } from '../../backend/service-page';
import { serviceDetailCopy } from './services-copy';

/** One of the two panels: an icon, the H2 the panel is labelled by, and the paragraph. */
function OverviewPanel({
  id,
  section,
  className,
  icon,
  title,
  text,
  dark = false,
}: {
  id: string;
  section: string;
  className: string;
  icon: ReactNode;
  title: string;
  text: string;
  /** White text on navy (the solution); the challenge is navy on white. */
  dark?: boolean;
}) {
  return (
    <section aria-labelledby={id} data-section={section} className={className}>
      {icon}
      <h2 id={id} className={`mt-4 text-2xl font-bold tracking-tight ${dark ? '' : 'text-navy-900 '}sm:text-3xl`}>
        {title}
      </h2>
      <p className={`mt-4 leading-7 text-pretty ${dark ? 'text-white/90' : 'text-ink'} sm:text-lg sm:leading-8`}>{text}</p>
    </section>
  );
}

export function ServiceOverview({ service }: { service: ServicePage }) {
  const { challenge, solution } = serviceDetailCopy.sections;
  return (
    <div className="container-page grid gap-6 py-16 sm:py-20 lg:grid-cols-2">
      <OverviewPanel
        id="service-challenge"
        section="challenge"
        className="rounded-2xl border border-navy-100 bg-white p-7 shadow-sm sm:p-9"
        icon={<CircleAlert aria-hidden="true" className="h-7 w-7 text-gold-400" />}
        title={challenge}
        text={service.businessPainPoint}
      />
      <OverviewPanel
        id="service-solution"
        section="solution"
        className="on-dark rounded-2xl bg-navy-900 p-7 text-white shadow-sm sm:p-9"
        icon={<CircleCheck aria-hidden="true" className="h-7 w-7 text-accent-300" />}
        title={solution}
        text={service.ascSolution}
        dark
      />
    </div>
  );
}
