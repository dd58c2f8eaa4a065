/** The market statistics: projected traffic decline, businesses already losing traffic, zero-click queries. */
import { aboutContent } from '../../content/pages/about-content';
import { SectionHeading } from '../../components/section-heading';

export function MarketStatistics() {
  const { marketEyebrow, marketHeading, marketIntro, sourceLabel, statistics } = aboutContent.figures;
  return (
    <section aria-labelledby="about-market" className="on-dark relative overflow-hidden bg-navy-950 py-20 text-white sm:py-24">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_bottom_right,rgba(20,163,150,0.22),transparent_60%)]"
      />
      <div className="container-page relative">
        <SectionHeading id="about-market" eyebrow={marketEyebrow} title={marketHeading} intro={marketIntro} tone="dark" />
        <ul data-testid="market-statistics" className="mt-12 grid gap-6 md:grid-cols-3">
          {statistics.map((s) => (
            <li key={s.value} className="flex flex-col rounded-2xl border border-white/15 bg-white/[0.05] p-7">
              <p className="text-5xl font-bold tracking-tight text-gold-300 tabular-nums">{s.value}</p>
              <p className="mt-3 text-lg font-semibold text-white">{s.label}</p>
              <p className="mt-3 flex-1 leading-7 text-white/80">{s.context}</p>
              <p className="mt-5 border-t border-white/15 pt-4 text-sm text-white/75">
                {sourceLabel}: {s.source}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
