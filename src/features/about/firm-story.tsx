/** Our story in three paragraphs, and the values we work by. */
import { ShieldCheck } from 'lucide-react';
import { aboutContent } from '../../content/pages/about-content';
import { SectionHeading } from '../../components/section-heading';

export function FirmStory() {
  const { eyebrow, heading, paragraphs, valuesHeading, values } = aboutContent.story;
  return (
    <section aria-labelledby="about-story" className="py-20 sm:py-28">
      <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:gap-16">
        <div>
          <SectionHeading id="about-story" eyebrow={eyebrow} title={heading} />
          <div className="mt-6 space-y-5 text-lg leading-8 text-ink">
            {paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="self-start rounded-2xl border border-navy-100 bg-white p-7 shadow-sm sm:p-8">
          <h3 className="text-xl font-semibold text-navy-900">{valuesHeading}</h3>
          <ul className="mt-6 space-y-5">
            {values.map((value) => (
              <li key={value.title} className="flex gap-3.5">
                <ShieldCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-accent-600" />
                <div>
                  <p className="font-semibold text-navy-900">{value.title}</p>
                  <p className="mt-1 leading-7 text-muted">{value.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
