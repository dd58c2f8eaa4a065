/** What /authority-hub/{slug} shows for a known guide (its route answers unknown slugs with the placeholder first). */
import { findPillar } from '../../content/authority-pillars';
import { getPillarBody } from '../../content/document-store';
import { pillarMeta } from '../../content/pillar-meta';
import { PillarPage } from './pillar-page';

// Lives here rather than in the route file so the guides' metadata loads with the page's chunk, not the entry.
export function PillarRoutePage({ slug }: { slug: string }) {
  const pillar = findPillar(slug);
  if (!pillar) return null;
  return <PillarPage pillar={pillar} meta={pillarMeta(pillar.slug)} body={import.meta.env.SSR ? getPillarBody(pillar.slug) : undefined} />;
}
