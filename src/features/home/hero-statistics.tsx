/** The hero's three figures: value, what it measures and one line of context. */
import { homeCopy } from './home-copy';

// Beside the headline (wide screens) each figure sits left of its words; elsewhere above them.
export function HeroStatistics() {
  const { statistics, statisticsLabel } = homeCopy.hero;
  return (
    <ul aria-label={statisticsLabel} data-testid="hero-statistics" className="grid gap-3 sm:grid-cols-3 lg:w-[25rem] lg:grid-cols-1">
      {statistics.map((s) => (
        <li key={s.value} className="rounded-2xl border border-white/15 bg-white/[0.06] px-5 py-4 backdrop-blur-sm lg:flex lg:gap-4">
          <p className="shrink-0 text-4xl font-bold tracking-tight text-white lg:w-24">{s.value}</p>
          <div>
            <p className="mt-1 font-semibold text-accent-300 lg:mt-0">{s.label}</p>
            <p className="mt-1 text-sm leading-6 text-white/80">{s.context}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
