/** 'Key Features': the list of what the service includes. */
import { Check } from 'lucide-react';
import { SectionHeading } from '../../components/section-heading';
import { serviceDetailCopy } from './services-copy';

export function ServiceKeyFeatures({ features }: { features: readonly string[] }) {
  const { keyFeatures, keyFeaturesIntro } = serviceDetailCopy.sections;
  return (
    <section aria-labelledby="service-key-features" data-section="key-features" className="container-page pb-16 sm:pb-20">
      <SectionHeading id="service-key-features" title={keyFeatures} intro={keyFeaturesIntro} />
      <ul className="mt-10 grid gap-4 md:grid-cols-2">
        {features.map((feature) => (
          <li key={feature} className="flex gap-4 rounded-xl border border-navy-100 bg-white p-5">
            <span aria-hidden="true" className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-700">
              <Check className="h-4 w-4" />
            </span>
            <span className="leading-7 text-ink">{feature}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
