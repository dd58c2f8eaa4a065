/** Which motif and colours an article (by category) or a service (by subject, else group) gets; unknown ones get the house motif. */
import { color } from './palette.mjs';

const base = { glow: color.teal500, line: color.teal300, highlight: color.gold400, grid: 0.07 };

// `cues` pick a variant from words in the article's hero alt text, so the picture matches its description;
// without a cue the slug's seed decides.
const categoryThemes = {
  'Strategic Framework': { ...base, motif: 'convergence', variants: ['curve', 'list'], cues: { list: /\b(list|rank)/i, curve: /\bcurve/i } },
  'Market Analysis': { ...base, highlight: color.gold300, motif: 'answerPanel' },
  'Strategic Analysis': { ...base, glow: color.teal700, motif: 'flywheel', variants: ['rings', 'wheel'], cues: { wheel: /\b(arcs|wheel)/i, rings: /\brings\b/i } },
  'Authority Building': { ...base, motif: 'authority', variants: ['pillars', 'ring'], cues: { pillars: /\bpillars?\b/i, ring: /\bring\b/i } },
  'Business Strategy': { ...base, grid: 0.12, motif: 'resolution' },
  'Search Evolution': { ...base, highlight: color.gold300, motif: 'beams' },
  'Content Operations': { ...base, motif: 'gates' },
  'Trust & CSR': { ...base, line: color.gold300, highlight: color.teal300, motif: 'shields' },
};

const fallbackTheme = { ...base, motif: 'citationNetwork' };

const serviceGroupThemes = {
  foundation: categoryThemes['Authority Building'],
  rawMaterial: categoryThemes['Content Operations'],
  architecture: { ...base, grid: 0.1, motif: 'citationNetwork' },
  visibility: categoryThemes['Search Evolution'],
  optimization: { ...categoryThemes['Strategic Analysis'], variants: ['wheel', 'rings'] },
  trust: categoryThemes['Trust & CSR'],
};

const COUNT_WORDS = { three: 3, four: 4, five: 5, six: 6, seven: 7 };

function resolveVariant(theme, rng, description) {
  const cued = Object.entries(theme.cues ?? {}).find(([, pattern]) => pattern.test(description));
  const word = description.toLowerCase().match(/\b(three|four|five|six|seven)\b/);
  const variant = cued ? cued[0] : theme.variants ? rng.pick(theme.variants) : undefined;
  return { variant, count: word ? COUNT_WORDS[word[1]] : undefined };
}

/** The theme for an article: its category's motif, with the variant read from `heroAlt` or drawn from `rng`. */
export function articleTheme(category, heroAlt, rng) {
  const theme = categoryThemes[category] ?? fallbackTheme;
  return { ...theme, ...resolveVariant(theme, rng, heroAlt ?? '') };
}

// Services sharing a group would all look alike; words in the slug pick a motif that evokes the service instead.
// First match wins; the group decides when nothing matches.
const serviceSubjects = [
  [/answer-engine/, categoryThemes['Market Analysis']],
  [/architecture|website|landing/, { ...categoryThemes['Authority Building'], variants: ['pillars'] }],
  [/authority/, { ...categoryThemes['Authority Building'], variants: ['ring'] }],
  [/security|compliance|verification|trust/, categoryThemes['Trust & CSR']],
  [/content|media/, categoryThemes['Content Operations']],
  [/analytics|reporting|monitoring/, categoryThemes['Business Strategy']],
  [/campaign|targeting|intent/, categoryThemes['Strategic Framework']],
  [/generative-engine|seo|search|ppc/, categoryThemes['Search Evolution']],
  [/lead|nurturing|automation/, categoryThemes['Strategic Analysis']],
  [/omnichannel|communication|outreach|partnership/, serviceGroupThemes.architecture],
];

/** The theme for a service: a motif suited to its subject (else its group's), with the variant drawn from `rng`. */
export function serviceTheme(slug, group, rng) {
  const subject = serviceSubjects.find(([pattern]) => pattern.test(slug));
  const theme = subject ? subject[1] : (serviceGroupThemes[group] ?? fallbackTheme);
  return { ...theme, ...resolveVariant(theme, rng, '') };
}

// The Authority Hub's guides, by words in their slug; the practical guides get the answer panel.
const hubSubjects = [
  [/engine-optimization/, categoryThemes['Search Evolution']],
  [/topical-authority/, { ...categoryThemes['Authority Building'], variants: ['pillars'] }],
  [/technical/, serviceGroupThemes.architecture],
  [/content/, categoryThemes['Content Operations']],
  [/automation/, categoryThemes['Strategic Analysis']],
  [/trust|csr/, categoryThemes['Trust & CSR']],
  [/guides/, categoryThemes['Market Analysis']],
];

/** The theme for an Authority Hub guide: a motif suited to its subject, the house motif otherwise. */
export function hubTheme(slug, rng) {
  const subject = hubSubjects.find(([pattern]) => pattern.test(slug));
  const theme = subject ? subject[1] : fallbackTheme;
  return { ...theme, ...resolveVariant(theme, rng, '') };
}

/** The theme of the brand's own card. */
export function houseTheme() {
  return { ...fallbackTheme, variant: undefined, count: undefined };
}
