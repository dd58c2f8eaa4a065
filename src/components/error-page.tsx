/** What a visitor sees when a page fails to render: never a blank screen. */
import { Link } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { PageHero } from './page-hero';
import { siteConfig } from '../content/site-config';

export function ErrorPage({ reset }: Partial<ErrorComponentProps>) {
  return (
    <PageHero
      eyebrow="Something went wrong"
      title="Unexpected Application Error"
      intro={`This page could not be shown. Try again, or reach us at ${siteConfig.contactInfo.email}.`}
    >
      {reset ? (
        <button type="button" className="btn-gold" onClick={() => reset()}>
          Try Again
        </button>
      ) : null}
      <Link to="/" className="btn-outline-light">
        Back to Home
      </Link>
    </PageHero>
  );
}
