/** The opening of an /about section: eyebrow, H2 (with the id the section is labelled by) and an optional introduction. */
export function SectionIntro({
  id,
  eyebrow,
  heading,
  intro,
  tone = 'light',
  className = '',
}: {
  id: string;
  eyebrow: string;
  heading: string;
  intro?: string;
  tone?: 'light' | 'dark';
  className?: string;
}) {
  return (
    <div className={`max-w-3xl ${className}`}>
      <p className="eyebrow">{eyebrow}</p>
      <h2
        id={id}
        className={`mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl ${tone === 'dark' ? 'text-white' : 'text-navy-900'}`}
      >
        {heading}
      </h2>
      {intro ? (
        <p className={`mt-4 text-lg leading-8 text-pretty ${tone === 'dark' ? 'text-white/85' : 'text-muted'}`}>{intro}</p>
      ) : null}
    </div>
  );
}
