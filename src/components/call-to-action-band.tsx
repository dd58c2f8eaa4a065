/** The dark closing band of a page: a heading, one paragraph, a primary and a secondary link. */
import { ActionLinks, type CallToActionLink } from './action-links';

export function CallToActionBand({
  id,
  heading,
  text,
  primary,
  secondary,
  spacing = 'py-20 sm:py-24',
  testId,
}: {
  id: string;
  heading: string;
  text: string;
  primary: CallToActionLink;
  secondary: CallToActionLink;
  /** vertical spacing of the section around the band */
  spacing?: string;
  testId?: string;
}) {
  return (
    <section aria-labelledby={id} data-testid={testId} className={spacing}>
      <div className="container-page">
        <div className="on-dark relative overflow-hidden rounded-3xl bg-navy-900 px-6 py-12 text-white sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(20,163,150,0.3),transparent_60%)]"
          />
          <div className="relative max-w-2xl">
            <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              {heading}
            </h2>
            <p className="mt-4 text-lg leading-8 text-white/85">{text}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ActionLinks primary={primary} secondary={secondary} />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
