/** The head of /authority-hub/{slug}: the pillar guide's, or the placeholder's for an unknown slug; loaded with the route. */
import { findPillar } from '../../content/authority-pillars';
import { pillarMeta } from '../../content/pillar-meta';
import { placeholders } from '../../content/placeholders';
import { placeholderHead } from '../../seo/placeholder-head';
import { pillarHead } from './pillar-head';

export function pillarRouteHead(slug: string) {
  const pillar = findPillar(slug);
  return pillar ? pillarHead(pillar, pillarMeta(pillar.slug)) : placeholderHead(placeholders.pillar, `/authority-hub/${slug}`);
}
