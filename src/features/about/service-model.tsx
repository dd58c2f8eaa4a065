/** The six-step integrated service model: foundation, raw material, architecture, visibility, optimization, trust. */
import { aboutContent } from '../../content/pages/about-content';
import { HeadedSection } from '../../components/section-heading';
import { ServiceLinks } from './service-links';

export function ServiceModel() {
  const { eyebrow, heading, intro, servicesLabel, steps } = aboutContent.serviceModel;
  return (
    <HeadedSection id="about-service-model" className="bg-navy-50 py-20 sm:py-28" eyebrow={eyebrow} title={heading} intro={intro}>
      <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="service-model">
        {steps.map((step) => (
          <li key={step.key} className="relative flex flex-col rounded-2xl border border-navy-100 bg-white p-7 shadow-sm">
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-navy-900 text-sm font-semibold text-gold-300 tabular-nums"
              >
                {step.step}
              </span>
              <h3 className="text-xl font-semibold text-navy-900">{step.name}</h3>
            </div>
            <p className="mt-4 font-semibold leading-7 text-accent-700">{step.role}</p>
            <p className="mt-3 flex-1 leading-7 text-muted">{step.description}</p>
            <div className="mt-6 border-t border-navy-100 pt-5">
              <ServiceLinks label={servicesLabel} slugs={step.serviceSlugs} />
            </div>
          </li>
        ))}
      </ol>
    </HeadedSection>
  );
}
