/** The 'New Success Metrics' panel: four fixed percentages drawn as labelled meters. */
import { useId } from 'react';
import { homeCopy } from './home-copy';

export function SuccessMetrics() {
  const id = useId();
  const { metrics } = homeCopy.principles;
  return (
    <aside aria-labelledby={`${id}-title`} className="on-dark self-start rounded-3xl bg-navy-900 p-7 text-white shadow-xl sm:p-8">
      <h3 id={`${id}-title`} className="text-xl font-semibold">
        {metrics.title}
      </h3>
      <p className="mt-2 text-base leading-7 text-white/80">{metrics.intro}</p>
      <ul className="mt-7 space-y-6">
        {metrics.items.map((m, i) => (
          <li key={m.label}>
            <div className="flex items-baseline justify-between gap-4" aria-hidden="true">
              <span id={`${id}-${i}`} className="font-semibold">
                {m.label}
              </span>
              <span className="text-lg font-semibold text-accent-300">{m.value}%</span>
            </div>
            <div
              role="meter"
              aria-labelledby={`${id}-${i}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={m.value}
              aria-valuetext={`${m.value}%`}
              data-testid="success-metric"
              className="mt-2 h-2.5 overflow-hidden rounded-full bg-white/10"
            >
              <div className="h-full rounded-full bg-gradient-to-r from-accent-500 to-accent-300" style={{ width: `${m.value}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
