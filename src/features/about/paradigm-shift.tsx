/** From keyword ranking to being cited: the argument, then what changes, row by row. */
import { aboutContent } from '../../content/pages/about-content';
import { SectionHeading } from '../../components/section-heading';
import { ParadigmComparison } from './paradigm-comparison';

export function ParadigmShift() {
  const { eyebrow, heading, paragraphs } = aboutContent.paradigmShift;
  return (
    <section aria-labelledby="about-paradigm" data-testid="about-paradigm" className="py-20 sm:py-28">
      <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-16">
        <div>
          <SectionHeading id="about-paradigm" eyebrow={eyebrow} title={heading} />
          <div className="mt-6 space-y-5 text-lg leading-8 text-ink">
            {paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </div>
        <ParadigmComparison />
      </div>
    </section>
  );
}
