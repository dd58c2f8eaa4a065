/** SPEC's "Coming Soon" placeholders for detail pages that do not exist yet, with a way onward. */
import { Link } from '@tanstack/react-router';
import { PageHero } from './page-hero';

export function PlaceholderPage({
  title,
  text,
  backTo,
  backLabel,
}: {
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
}) {
  // The page's main keeps a minimum height so a short page's footer does not ride up; with nothing below
  // it, the band takes that whole height (min-height: inherit), or a white strip would show under it.
  return (
    <div className="flex min-h-[inherit] flex-col *:flex-1">
      <PageHero eyebrow="In preparation" title={title} intro={text}>
        <Link to={backTo} className="btn-gold">
          {backLabel}
        </Link>
        <Link to="/contact" className="btn-outline-light">
          Talk to Our Team
        </Link>
      </PageHero>
    </div>
  );
}
