import { createFileRoute } from '@tanstack/react-router';
import { findPillar } from '../../content/authority-pillars';
import { placeholders } from '../../content/placeholders';
import { placeholderNotFound } from '../../components/not-found-page';
import { getPillarBody, loadPillarBody } from '../../content/document-store';
import { PillarPage } from '../../features/authority-hub/pillar-page';
import { pillarHead } from '../../features/authority-hub/pillar-head';

export const Route = createFileRoute('/authority-hub/$slug')({
  loader: async ({ params }) => {
    // SPEC's placeholder, with a 404.
    if (!findPillar(params.slug)) throw placeholderNotFound(placeholders.pillar);
    await loadPillarBody(params.slug);
  },
  head: ({ params }) => {
    const pillar = findPillar(params.slug);
    return pillar ? pillarHead(pillar, getPillarBody(pillar.slug)) : {};
  },
  component: PillarRoute,
});

function PillarRoute() {
  const { slug } = Route.useParams();
  const pillar = findPillar(slug);
  if (!pillar) return null;
  return <PillarPage pillar={pillar} body={getPillarBody(pillar.slug)} />;
}
