/** The dark band that opens every page, under the transparent header (data-dark-hero): eyebrow, H1, intro and actions. */
import type { ReactNode } from 'react';

export function PageHero({
  eyebrow,
  title,
  intro,
  children,
  aside,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section data-dark-hero="" className="on-dark relative overflow-hidden bg-navy-950 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(20,163,150,0.28),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(27,65,118,0.7),transparent_60%)]"
      />
      <div className="container-page relative grid gap-10 pt-32 pb-16 sm:pt-36 sm:pb-20 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end">
        <div className="max-w-3xl">
          {eyebrow ? <p className="eyebrow mb-4">{eyebrow}</p> : null}
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
          {intro ? <p className="mt-5 text-lg leading-8 text-pretty text-white/85 sm:text-xl">{intro}</p> : null}
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {aside}
      </div>
    </section>
  );
}
