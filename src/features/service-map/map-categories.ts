/** The map's legend categories, how the catalogue's groups fall into them, and their colours. */
import type { ServiceGroup } from '../../content/services/service-types';

/** A legend category: the five of docs/product/routes.md, and 'trust', the style records.md also names. */
export type MapCategory = 'foundation' | 'content' | 'architecture' | 'visibility' | 'leadGen' | 'trust';

// Trust has a colour of its own on the map, so the legend names it too, after the five named in the product's words.
/** Every category in the flywheel's order, trust last: the legend's entries and the stacked layout's groups. */
export const LEGEND_CATEGORIES: readonly MapCategory[] = ['foundation', 'content', 'architecture', 'visibility', 'leadGen', 'trust'];

const GROUP_TO_CATEGORY: Record<ServiceGroup, MapCategory> = {
  foundation: 'foundation',
  rawMaterial: 'content',
  architecture: 'architecture',
  visibility: 'visibility',
  optimization: 'leadGen',
  trust: 'trust',
};

/** The legend category of a catalogue group. */
export function categoryOfGroup(group: ServiceGroup): MapCategory {
  return GROUP_TO_CATEGORY[group];
}

/** Tailwind classes of one category: a solid swatch and a tinted icon chip. */
export interface CategoryStyle {
  swatch: string;
  chip: string;
}

/** Colours per category; trust uses the site's gold. */
export const CATEGORY_STYLES: Record<MapCategory, CategoryStyle> = {
  foundation: { swatch: 'bg-navy-700', chip: 'bg-navy-700/10 text-navy-700' },
  content: { swatch: 'bg-violet-600', chip: 'bg-violet-600/10 text-violet-700' },
  architecture: { swatch: 'bg-sky-600', chip: 'bg-sky-600/10 text-sky-700' },
  visibility: { swatch: 'bg-accent-600', chip: 'bg-accent-600/10 text-accent-700' },
  leadGen: { swatch: 'bg-orange-600', chip: 'bg-orange-600/10 text-orange-700' },
  trust: { swatch: 'bg-gold-400', chip: 'bg-gold-400/20 text-amber-800' },
};
