/** 'Key Benefits': a card per benefit with its icon, title and description. */
import type { ServicePageBenefit } from '../../backend/service-page';
import { NamedIcon } from '../../components/service-icon';
import { HeadedSection } from '../../components/section-heading';
import { serviceDetailCopy } from './services-copy';

export function ServiceBenefits({ benefits }: { benefits: readonly ServicePageBenefit[] }) {
  return (
    <HeadedSection id="service-benefits" section="benefits" className="bg-navy-50 py-16 sm:py-20" title={serviceDetailCopy.sections.benefits}>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {benefits.map((benefit) => (
          <li key={benefit.title} data-testid="service-benefit" className="rounded-2xl border border-navy-100 bg-white p-7 shadow-sm">
            <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-navy-900 text-gold-300">
              <NamedIcon name={benefit.icon} className="h-6 w-6" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-navy-900">{benefit.title}</h3>
            <p className="mt-2 leading-7 text-muted">{benefit.description}</p>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
