/** A page's two calls to action on a dark background: the gold primary link (with an arrow) and the outlined secondary one. */
import { SiteLink } from './site-link';
import { ArrowRight } from 'lucide-react';

/** Where a call to action leads and what it says. */
export interface CallToActionLink {
  label: string;
  to: string;
}

export function ActionLinks({ primary, secondary, arrow = true }: { primary: CallToActionLink; secondary?: CallToActionLink; arrow?: boolean }) {
  return (
    <>
      <SiteLink to={primary.to} className="btn-gold">
        {primary.label}
        {arrow ? <ArrowRight aria-hidden="true" className="h-4 w-4" /> : null}
      </SiteLink>
      {secondary ? (
        <SiteLink to={secondary.to} className="btn-outline-light">
          {secondary.label}
        </SiteLink>
      ) : null}
    </>
  );
}
