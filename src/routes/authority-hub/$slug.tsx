import { createFileRoute } from '@tanstack/react-router';
import { findPillar } from '../../content/authority-pillars';
import { getPillarBody } from '../../content/document-store';
import { pillarMeta } from '../../content/pillar-meta';
import { placeholders } from '../../content/placeholders';
import { loadStaticHtml } from '../../components/static-html-store';
import { PlaceholderPage } from '../../components/placeholder-page';
import { PillarPage } from '../../features/authority-hub/pillar-page';

export const Route = createFileRoute('/authority-hub/$slug')({
  // The guide's body comes with its prerendered page (the server entry loads it for the server's render).
  loader: ({ location }) => loadStaticHtml(location.pathname, location.href),
  head: ({ params }) => import('../../features/authority-hub/pillar-route-head').then(({ pillarRouteHead }) => pillarRouteHead(params.slug)),
  component: PillarRoute,
});

function PillarRoute() {
  const { slug } = Route.useParams();
  const pillar = findPillar(slug);
  if (!pillar) return <PlaceholderPage {...placeholders.pillar} />;
  return <PillarPage pillar={pillar} meta={pillarMeta(pillar.slug)} body={import.meta.env.SSR ? getPillarBody(pillar.slug) : undefined} />;
}
