/** 'How It Works': the numbered steps of an engagement. */
import type { ServicePageStep } from '../../backend/service-page';
import { SectionHeading } from '../../components/section-heading';
import { serviceDetailCopy } from './services-copy';

export function ServiceSteps({ steps }: { steps: readonly ServicePageStep[] }) {
  const { howItWorks, howItWorksIntro, stepLabel } = serviceDetailCopy.sections;
  const ordered = [...steps].sort((a, b) => a.step - b.step);
  return (
    <section aria-labelledby="service-how-it-works" data-section="how-it-works" className="container-page py-16 sm:py-20">
      <SectionHeading id="service-how-it-works" title={howItWorks} intro={howItWorksIntro} />
      <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {ordered.map((step) => (
          <li key={step.step} data-testid="service-step" className="flex gap-4 rounded-2xl border border-navy-100 bg-white p-5 shadow-sm sm:block sm:p-6">
            <span
              aria-hidden="true"
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-600 text-base font-semibold text-white tabular-nums"
            >
              {step.step}
            </span>
            <div className="sm:mt-4">
              <p className="text-xs font-semibold tracking-wider text-accent-700 uppercase">{stepLabel(step.step)}</p>
              <h3 className="mt-1 text-lg font-semibold text-navy-900">{step.title}</h3>
              <p className="mt-2 leading-7 text-muted">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
