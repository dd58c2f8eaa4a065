/**
 * The map's services resolved against the service summaries, with their category and connections. The
 * panel's longer texts (pain point, solution) load with the catalogue when a visitor reaches for the map
 * (map-panel-text.ts), so the home page does not carry every service's full copy.
 */
import { findServiceSummary, type ServiceSummary } from '../../content/services/service-summaries';
import { categoryOfGroup, type MapCategory } from './map-categories';
import { MAP_POSITIONS, MAP_RELATIONS } from './map-layout';

/** A service as the map draws it. */
export interface MapService {
  slug: string;
  x: number;
  y: number;
  category: MapCategory;
  content: ServiceSummary;
}

/** How a card is drawn for the current hover: the hovered one, one connected to it, or neither. */
export type CardState = 'active' | 'related' | 'idle';

function resolve(): MapService[] {
  return MAP_POSITIONS.map((p) => {
    const content = findServiceSummary(p.slug);
    if (!content) throw new Error(`Service map: unknown service slug '${p.slug}'`);
    return { slug: p.slug, x: p.x, y: p.y, category: categoryOfGroup(content.group), content };
  });
}

/** The 15 map services in ring order. */
export const mapServices: readonly MapService[] = resolve();

/** The map service with this slug, or undefined. */
export function findMapService(slug: string): MapService | undefined {
  return mapServices.find((s) => s.slug === slug);
}

/** Slugs connected to `slug` by the fixed relation list, in ring order. */
export function relatedSlugs(slug: string): string[] {
  const linked = new Set(MAP_RELATIONS.flatMap(([a, b]) => (a === slug ? [b] : b === slug ? [a] : [])));
  return mapServices.filter((s) => linked.has(s.slug)).map((s) => s.slug);
}

/** Services connected to `slug`, in ring order. */
export function relatedServices(slug: string): MapService[] {
  const linked = new Set(relatedSlugs(slug));
  return mapServices.filter((s) => linked.has(s.slug));
}

/** The state of the card `slug` while `hoveredSlug` is hovered (or nothing is). */
export function cardState(slug: string, hoveredSlug: string | null): CardState {
  if (hoveredSlug === null) return 'idle';
  if (slug === hoveredSlug) return 'active';
  return relatedSlugs(hoveredSlug).includes(slug) ? 'related' : 'idle';
}
