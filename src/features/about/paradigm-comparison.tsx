/** The before/after comparison of the keyword-ranking era and the AI-citation era. */
import { ArrowRight } from 'lucide-react';
import { aboutContent } from '../../content/pages/about-content';

export function ParadigmComparison() {
  const { comparisonHeading, beforeLabel, afterLabel, comparison } = aboutContent.paradigmShift;
  return (
    <div className="self-start rounded-2xl border border-navy-100 bg-navy-50 p-6 shadow-sm sm:p-8 lg:sticky lg:top-28">
      <h3 className="text-xl font-semibold text-navy-900">{comparisonHeading}</h3>
      <div aria-hidden="true" className="mt-6 grid grid-cols-2 gap-4 text-xs font-semibold tracking-wider uppercase">
        <p className="text-muted">{beforeLabel}</p>
        <p className="text-accent-700">{afterLabel}</p>
      </div>
      <ul className="mt-3 divide-y divide-navy-100" data-testid="paradigm-comparison">
        {comparison.map((row) => (
          <li key={row.dimension} className="py-4">
            <p className="text-sm font-semibold text-navy-900">{row.dimension}</p>
            <div className="relative mt-2 grid grid-cols-2 gap-4 text-base leading-6">
              <p className="text-muted">
                <span className="sr-only">{beforeLabel}: </span>
                {row.before}
              </p>
              <p className="font-semibold text-navy-900">
                <span className="sr-only">{afterLabel}: </span>
                {row.after}
              </p>
              <ArrowRight
                aria-hidden="true"
                className="absolute top-1 left-1/2 hidden h-3.5 w-3.5 -translate-x-1/2 text-accent-600 sm:block"
              />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
