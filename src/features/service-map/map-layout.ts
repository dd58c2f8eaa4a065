/** Where the 15 services sit on the desktop map (percentages of its box) and which pairs are connected. */

/** One positioned service: x and y are percentages (0-100) of the diagram's width and height. */
export interface MapPosition {
  slug: string;
  x: number;
  y: number;
}

// Clockwise around the hub, in the flywheel's order: foundation, content, architecture, visibility,
// lead generation, then the trust layer that closes the loop back to the foundation. The ring is a
// rounded rectangle rather than an ellipse so that 15 cards (168 px wide) fit without overlapping in
// the narrowest diagram, 926 x 600 px at a 1024 px window.
/** The 15 services of the map, in ring order (also the keyboard order). */
export const MAP_POSITIONS: readonly MapPosition[] = [
  { slug: 'security-compliance', x: 12, y: 9 },
  { slug: 'ai-websites-landing-pages', x: 31, y: 9 },
  { slug: 'content-media-creation', x: 50, y: 9 },
  { slug: 'analytics-reporting', x: 69, y: 9 },
  { slug: 'omnichannel-communication', x: 88, y: 9 },
  { slug: 'intelligent-campaigns', x: 90, y: 30 },
  { slug: 'omnichannel-nurturing', x: 90.5, y: 50 },
  { slug: 'seo-ppc-superpowers', x: 90, y: 70 },
  { slug: 'competitor-monitoring', x: 79, y: 91 },
  { slug: 'answer-engine-optimization', x: 59.5, y: 91 },
  { slug: 'intent-graph-targeting', x: 40.5, y: 91 },
  { slug: 'precision-lead-management', x: 21, y: 91 },
  { slug: 'outreach-partnerships', x: 10, y: 70 },
  { slug: 'ai-lead-generation', x: 9.5, y: 50 },
  { slug: 'voice-agent-verification', x: 10, y: 30 },
];

/** The fixed, undirected connections between services; each service has two to four. */
export const MAP_RELATIONS: readonly (readonly [string, string])[] = [
  ['security-compliance', 'ai-websites-landing-pages'],
  ['security-compliance', 'voice-agent-verification'],
  ['security-compliance', 'precision-lead-management'],
  ['ai-websites-landing-pages', 'answer-engine-optimization'],
  ['ai-websites-landing-pages', 'ai-lead-generation'],
  ['content-media-creation', 'answer-engine-optimization'],
  ['content-media-creation', 'outreach-partnerships'],
  ['content-media-creation', 'omnichannel-nurturing'],
  ['analytics-reporting', 'seo-ppc-superpowers'],
  ['analytics-reporting', 'intelligent-campaigns'],
  ['analytics-reporting', 'competitor-monitoring'],
  ['omnichannel-communication', 'omnichannel-nurturing'],
  ['omnichannel-communication', 'voice-agent-verification'],
  ['omnichannel-communication', 'precision-lead-management'],
  ['intelligent-campaigns', 'intent-graph-targeting'],
  ['intelligent-campaigns', 'seo-ppc-superpowers'],
  ['omnichannel-nurturing', 'ai-lead-generation'],
  ['seo-ppc-superpowers', 'competitor-monitoring'],
  ['seo-ppc-superpowers', 'outreach-partnerships'],
  ['competitor-monitoring', 'answer-engine-optimization'],
  ['competitor-monitoring', 'intent-graph-targeting'],
  ['answer-engine-optimization', 'outreach-partnerships'],
  ['intent-graph-targeting', 'ai-lead-generation'],
  ['precision-lead-management', 'ai-lead-generation'],
  ['precision-lead-management', 'voice-agent-verification'],
];
