import { createFileRoute } from '@tanstack/react-router';
import { findPillar } from '../../content/authority-pillars';
import { getPillarBody } from '../../content/document-store';
import { pillarMeta } from '../../content/pillar-meta';
import { placeholders } from '../../content/placeholders';
import { placeholderNotFound } from '../../components/not-found-page';
import { loadStaticHtml } from '../../components/static-html-store';
import { PillarPage } from '../../features/authority-hub/pillar-page';

export const Route = createFileRoute('/authority-hub/$slug')({
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
  const pillar = findPillar(slug);
  if (!pillar) return null;
  return <PillarPage pillar={pillar} meta={pillarMeta(pillar.slug)} body={import.meta.env.SSR ? getPillarBody(pillar.slug) : undefined} />;
}
