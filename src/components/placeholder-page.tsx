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
  return (
    <PageHero eyebrow="In preparation" title={title} intro={text}>
      <Link to={backTo} className="btn-gold">
        {backLabel}
      </Link>
      <Link to="/contact" className="btn-outline-light">
        Talk to Our Team
      </Link>
    </PageHero>
  );
}
