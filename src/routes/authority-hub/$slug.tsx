import { createFileRoute } from '@tanstack/react-router';
import { findPillar } from '../../content/authority-pillars';
import { placeholders } from '../../content/placeholders';
import { placeholderNotFound } from '../../components/not-found-page';
import { PillarRoutePage } from '../../features/authority-hub/pillar-route-page';
import { pillarRouteHead } from '../../features/authority-hub/pillar-route-head';

export const Route = createFileRoute('/authority-hub/$slug')({
  loader: ({ params }) => {
    // SPEC's placeholder, with a 404.
    if (!findPillar(params.slug)) throw placeholderNotFound(placeholders.pillar);
  },
  head: ({ params }) => pillarRouteHead(params.slug),
  component: PillarRoute,
});

function PillarRoute() {
  const { slug } = Route.useParams();
  return <PillarRoutePage slug={slug} />;
}
