/** The hero of a service's page: its icon, title and subtitle, 'Get Started' and 'View All Services', and the firm's assurances. */
import { ActionLinks } from '../../components/action-links';
import { CircleCheck } from 'lucide-react';
import type { ServicePage } from '../../backend/service-page';
import { PageHero } from '../../components/page-hero';
import { ServiceIcon } from '../../components/service-icon';
import { serviceDetailCopy } from './services-copy';

function Assurances() {
  const { title, items } = serviceDetailCopy.assurances;
  return (
    <aside aria-label={title} className="hidden w-80 rounded-2xl border border-white/15 bg-white/5 p-6 backdrop-blur-sm lg:block">
      <p className="text-sm font-semibold tracking-wider text-gold-300 uppercase">{title}</p>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-white/85">
            <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-accent-300" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}

export function ServiceDetailHero({ service }: { service: ServicePage }) {
  const { eyebrow, hero } = serviceDetailCopy;
  return (
    <PageHero
      eyebrow={
        <span className="inline-flex items-center gap-3">
          <span
            data-testid="service-hero-icon"
            className="flex h-11 w-11 items-center justify-center rounded-xl bg-accent-500/20 text-accent-300 ring-1 ring-accent-300/30"
          >
            <ServiceIcon slug={service.slug} heroIcon={service.heroIcon} className="h-6 w-6" />
          </span>
          {eyebrow}
        </span>
      }
      title={service.title}
      intro={service.subtitle}
      aside={<Assurances />}
    >
      <ActionLinks primary={hero.primary} secondary={hero.secondary} />
    </PageHero>
  );
}
