/** The head of /authority-hub/{slug}: the pillar guide's, none for an unknown slug (the root's not-found head applies); loaded with the route. */
import { findPillar } from '../../content/authority-pillars';
import { pillarMeta } from '../../content/pillar-meta';
import { pillarHead } from './pillar-head';

export function pillarRouteHead(slug: string) {
  const pillar = findPillar(slug);
  return pillar ? pillarHead(pillar, pillarMeta(pillar.slug)) : {};
}
