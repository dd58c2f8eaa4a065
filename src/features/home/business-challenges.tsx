/** Section 4: the four business challenges, each with the challenge and our solution. */
import { CircleCheck } from 'lucide-react';
import { homeCopy } from './home-copy';
import { SectionHeading } from './section-heading';

export function BusinessChallenges() {
  const { heading, items, challengeLabel, solutionLabel } = homeCopy.challenges;
  return (
    <section aria-labelledby="home-challenges" className="py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading id="home-challenges" heading={heading} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {items.map((item, i) => (
            <li key={item.title} data-testid="business-challenge" className="flex flex-col rounded-2xl border border-navy-100 bg-white p-7 shadow-sm">
              <p aria-hidden="true" className="text-sm font-semibold text-accent-700 tabular-nums">
                {String(i + 1).padStart(2, '0')}
              </p>
              <h3 className="mt-2 text-xl font-semibold text-navy-900">{item.title}</h3>
              <dl className="mt-5 flex flex-1 flex-col gap-5">
                <div>
                  <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{challengeLabel}</dt>
                  <dd className="mt-1.5 leading-7 text-ink">{item.challenge}</dd>
                </div>
                <div className="mt-auto rounded-xl bg-accent-100/60 p-4">
                  <dt className="flex items-center gap-2 text-xs font-semibold tracking-wider text-accent-700 uppercase">
                    <CircleCheck aria-hidden="true" className="h-4 w-4" />
                    {solutionLabel}
                  </dt>
                  <dd className="mt-1.5 leading-7 text-navy-900">{item.solution}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
