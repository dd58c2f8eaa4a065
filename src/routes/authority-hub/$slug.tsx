import { createFileRoute } from '@tanstack/react-router';
import { findPillar } from '../../content/authority-pillars';
import { getPillarBody, loadPillarBody } from '../../content/document-store';
import { placeholders } from '../../content/placeholders';
import { placeholderHead } from '../../seo/placeholder-head';
import { PlaceholderPage } from '../../components/placeholder-page';
import { PillarPage } from '../../features/authority-hub/pillar-page';
import { pillarHead } from '../../features/authority-hub/pillar-head';

export const Route = createFileRoute('/authority-hub/$slug')({
  loader: async ({ params }) => {
    if (findPillar(params.slug)) await loadPillarBody(params.slug);
  },
  head: ({ params }) => {
    const pillar = findPillar(params.slug);
    const body = pillar ? getPillarBody(pillar.slug) : undefined;
    return pillar ? pillarHead(pillar, body) : placeholderHead(placeholders.pillar, `/authority-hub/${params.slug}`);
  },
  component: PillarRoute,
});

function PillarRoute() {
  const { slug } = Route.useParams();
  const pillar = findPillar(slug);
  const body = pillar ? getPillarBody(pillar.slug) : undefined;
  if (!pillar) return <PlaceholderPage {...placeholders.pillar} />;
  return <PillarPage pillar={pillar} body={body} />;
}
