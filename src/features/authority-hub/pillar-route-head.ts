/** The head of /authority-hub/{slug}: the pillar guide's, none for an unknown slug (the root's not-found head applies); loaded with the route. */
import { findPillar } from '../../content/authority-pillars';
import { pillarMeta } from '../../content/pillar-meta';
import { loadPillarFaq } from '../../content/page-faq';
import { pillarHead } from './pillar-head';

export async function pillarRouteHead(slug: string) {
  const pillar = findPillar(slug);
  if (!pillar) return {};
  const faq = await loadPillarFaq(pillar.slug);
  return pillarHead(pillar, pillarMeta(pillar.slug), faq?.bodyQuestions ?? []);
}
