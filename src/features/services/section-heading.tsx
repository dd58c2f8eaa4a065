/** The opening of a services section: optional eyebrow, the H2 (with the id the section is labelled by), optional intro. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  className = '',
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  className?: string;
}) {
  return (
    <div className={`max-w-3xl ${className}`}>
      {eyebrow ? <p className="eyebrow mb-3">{eyebrow}</p> : null}
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance text-navy-900 sm:text-4xl">
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lg leading-8 text-pretty text-muted">{intro}</p> : null}
    </div>
  );
}
