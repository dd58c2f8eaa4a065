import { createFileRoute } from '@tanstack/react-router';
import { findPillar } from '../../content/authority-pillars';
import { placeholders } from '../../content/placeholders';
import { placeholderNotFound } from '../../components/not-found-page';
import { loadStaticHtml } from '../../components/static-html-store';
import { PillarRoutePage } from '../../features/authority-hub/pillar-route-page';

export const Route = createFileRoute('/authority-hub/$slug')({
  // A guide (and the placeholder of an unknown one) is its prerendered text: only its shared parts hydrate (src/islands).
  staticData: { islands: true },
  loader: async ({ params, location }) => {
    // SPEC's placeholder, with a 404.
    if (!findPillar(params.slug)) throw placeholderNotFound(placeholders.pillar);
    // The guide's body comes with its prerendered page (the server entry loads it for the server's render).
    await loadStaticHtml(location.pathname, location.href);
  },
  head: ({ params }) => import('../../features/authority-hub/pillar-route-head').then(({ pillarRouteHead }) => pillarRouteHead(params.slug)),
  component: PillarRoute,
});

function PillarRoute() {
  const { slug } = Route.useParams();
  return <PillarRoutePage slug={slug} />;
}
