/** Section 2: lead generation through AI authority, its three principles and the new success metrics. */
import { Lightbulb, RefreshCw, ShieldCheck, type LucideIcon } from 'lucide-react';
import { homeCopy } from './home-copy';
import { SectionHeading } from '../../components/section-heading';
import { SuccessMetrics } from './success-metrics';

const PRINCIPLE_ICONS: LucideIcon[] = [Lightbulb, RefreshCw, ShieldCheck];

export function AuthorityPrinciples() {
  const { heading, items } = homeCopy.principles;
  return (
    <section aria-labelledby="home-principles" className="py-20 sm:py-28">
      <div className="container-page grid gap-14 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-16">
        <div>
          <SectionHeading id="home-principles" {...heading} />
          <ul className="mt-12 space-y-9">
            {items.map((p, i) => {
              const Icon = PRINCIPLE_ICONS[i];
              return (
                <li key={p.title} className="flex gap-5">
                  <span className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-accent-100 text-accent-700">
                    <Icon aria-hidden="true" className="h-6 w-6" />
                  </span>
                  <div>
                    <h3 className="text-xl font-semibold text-navy-900">{p.title}</h3>
                    <p className="mt-2 text-lg leading-8 text-muted">{p.description}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
        <SuccessMetrics />
      </div>
    </section>
  );
}
