/** The four pain points leaders bring to us (resource crunch, visibility crisis, data overwhelm, engagement gap) and our answer to each. */
import { CircleCheck } from 'lucide-react';
import { aboutContent } from '../../content/pages/about-content';
import { SectionIntro } from './section-intro';
import { ServiceLinks } from './service-links';

export function PainPoints() {
  const { eyebrow, heading, intro, problemLabel, answerLabel, items } = aboutContent.painPoints;
  const servicesLabel = aboutContent.serviceModel.servicesLabel;
  return (
    <section aria-labelledby="about-pain-points" className="py-20 sm:py-28">
      <div className="container-page">
        <SectionIntro id="about-pain-points" eyebrow={eyebrow} heading={heading} intro={intro} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2" data-testid="pain-points">
          {items.map((item, i) => (
            <li key={item.title} className="flex flex-col rounded-2xl border border-navy-100 bg-white p-7 shadow-sm">
              <p aria-hidden="true" className="text-sm font-semibold text-accent-700 tabular-nums">
                {String(i + 1).padStart(2, '0')}
              </p>
              <h3 className="mt-2 text-xl font-semibold text-navy-900">{item.title}</h3>
              <dl className="mt-5 flex flex-1 flex-col gap-5">
                <div>
                  <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{problemLabel}</dt>
                  <dd className="mt-1.5 leading-7 text-ink">{item.problem}</dd>
                </div>
                <div className="rounded-xl bg-accent-100/60 p-4">
                  <dt className="flex items-center gap-2 text-xs font-semibold tracking-wider text-accent-700 uppercase">
                    <CircleCheck aria-hidden="true" className="h-4 w-4" />
                    {answerLabel}
                  </dt>
                  <dd className="mt-1.5 leading-7 text-navy-900">{item.answer}</dd>
                </div>
              </dl>
              <div className="mt-6">
                <ServiceLinks label={servicesLabel} slugs={item.serviceSlugs} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
