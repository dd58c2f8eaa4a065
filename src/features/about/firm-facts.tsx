/** The firm's headline facts beside the hero: founding year, experience, projects and results. */
import { aboutContent } from '../../content/pages/about-content';

export function FirmFacts() {
  const { factsLabel, facts } = aboutContent.hero;
  const [first, ...rest] = facts;
  return (
    <section
      aria-label={factsLabel}
      data-testid="firm-facts"
      className="rounded-2xl border border-white/15 bg-white/[0.06] p-6 backdrop-blur-sm lg:w-[23rem]"
    >
      <p className="text-xs font-semibold tracking-[0.14em] text-white/75 uppercase">{factsLabel}</p>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-5">
        {first ? (
          <div className="col-span-2 flex items-baseline gap-3 border-b border-white/15 pb-5">
            <dt className="order-2 text-sm leading-snug text-white/85">{first.label}</dt>
            <dd className="order-1 text-4xl font-bold tracking-tight text-gold-300">{first.value}</dd>
          </div>
        ) : null}
        {rest.map((fact) => (
          <div key={fact.label} className="flex flex-col-reverse gap-1">
            <dt className="text-sm leading-snug text-white/80">{fact.label}</dt>
            <dd className="text-3xl font-bold tracking-tight text-white">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
