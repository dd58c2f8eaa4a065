/** The opening of a home section: eyebrow, H2 (with the id the section is labelled by) and an introduction. */
import type { HomeSectionHeading } from './home-copy';

export function SectionHeading({ id, heading, className = '' }: { id: string; heading: HomeSectionHeading; className?: string }) {
  return (
    <div className={`max-w-3xl ${className}`}>
      <p className="eyebrow">{heading.eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-bold tracking-tight text-balance text-navy-900 sm:text-4xl">
        {heading.title}
      </h2>
      {heading.intro ? <p className="mt-4 text-lg leading-8 text-pretty text-muted">{heading.intro}</p> : null}
    </div>
  );
}
