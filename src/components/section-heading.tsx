/** A page section's opening (SectionHeading), and the labelled band that starts with it (HeadedSection). */
import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  /** 'dark' on a navy background. */
  tone?: 'light' | 'dark';
  className?: string;
}

/** The opening of a page section: optional eyebrow, the H2 (with the id the section is labelled by), optional introduction. */
export function SectionHeading({ id, eyebrow, title, intro, tone = 'light', className = '' }: SectionHeadingProps) {
  const dark = tone === 'dark';
  return (
    <div className={`max-w-3xl ${className}`}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h2
        id={id}
        className={`${eyebrow ? 'mt-3 ' : ''}text-3xl font-bold tracking-tight text-balance ${dark ? 'text-white' : 'text-navy-900'} sm:text-4xl`}
      >
        {title}
      </h2>
      {intro ? <p className={`mt-4 text-lg leading-8 text-pretty ${dark ? 'text-white/85' : 'text-muted'}`}>{intro}</p> : null}
    </div>
  );
}

/**
 * A full-width band of a page that opens with its heading and is labelled by it: `className` sets the
 * band (background, padding), the content sits in the page's container under the heading.
 */
export function HeadedSection({
  className,
  section,
  children,
  ...heading
}: Omit<SectionHeadingProps, 'className'> & { className: string; section?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={heading.id} data-section={section} className={className}>
      <div className="container-page">
        <SectionHeading {...heading} />
        {children}
      </div>
    </section>
  );
}
