import { createFileRoute, Link } from '@tanstack/react-router';
import { pageHead } from '../seo/page-head';
import { PageHero } from '../components/page-hero';

export const Route = createFileRoute('/offline')({
  head: () =>
    pageHead({
      title: 'You Are Offline',
      description: 'This page has not been saved on this device yet. Reconnect to open it; saved pages keep working offline.',
      path: '/offline',
      noindex: true,
    }),
  component: OfflinePage,
});

function OfflinePage() {
  return (
    <PageHero
      eyebrow="No connection"
      title="You Are Offline"
      intro="This page has not been saved on this device yet. Every page you can reach from the menu works offline; this one will open once you reconnect."
    >
      <Link to="/" className="btn-gold">
        Back to Home
      </Link>
      <Link to="/insights" className="btn-outline-light">
        Read Saved Insights
      </Link>
    </PageHero>
  );
}
