/** The opening of a page section: optional eyebrow, the H2 (with the id the section is labelled by), optional introduction. */
import type { ReactNode } from 'react';
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  tone = 'light',
  className = '',
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  /** 'dark' on a navy background. */
  tone?: 'light' | 'dark';
  className?: string;
}) {
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
 * A section labelled by its heading: the section element, optionally a wrapper inside it (the page
 * container), the SectionHeading, then the section's content.
 */
export function HeadedSection({
  id,
  eyebrow,
  title,
  intro,
  tone,
  section,
  className,
  inner,
  children,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  tone?: 'light' | 'dark';
  /** data-section: the name tests and styles find the section by. */
  section?: string;
  className: string;
  /** Class of a wrapper between the section and its heading (usually 'container-page'); none when absent. */
  inner?: string;
  children: ReactNode;
}) {
  const body = (
    <>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} intro={intro} tone={tone} />
      {children}
    </>
  );
  return (
    <section aria-labelledby={id} data-section={section} className={className}>
      {inner === undefined ? body : <div className={inner}>{body}</div>}
    </section>
  );
}
