/** The SVG sources of every raster image: article heroes, title cards and the brand card. */
import { drawBackdrop, drawVignette } from './backdrop.mjs';
import { placeMark } from './logo-mark.mjs';
import { drawMotif } from './motifs/index.mjs';
import { color, fontFamily } from './palette.mjs';
import { createRandom } from './random.mjs';
import { Scene, el, escapeXml } from './svg.mjs';
import { fitLines } from './text-metrics.mjs';

const CARD = { w: 1200, h: 630, margin: 72 };

/** Frames of the text-free pictures: the 16:9 hero, and the 4:3 and 1:1 crops structured data asks for. */
export const PICTURE_FRAMES = {
  hero: { w: 1600, h: 900, u: 1 },
  '4x3': { w: 1200, h: 900, u: 0.85 },
  '1x1': { w: 1200, h: 1200, u: 0.95 },
};

/** A text-free picture (1600x900 hero by default): the theme's motif around a focus the slug's seed nudges off centre. */
export function heroSvg(seed, theme, size = PICTURE_FRAMES.hero) {
  const layout = createRandom(`${seed}:layout`);
  const frame = { w: size.w, h: size.h, cx: size.w / 2 + layout.range(-40, 90) * size.u, cy: size.h / 2 + layout.range(-25, 25) * size.u, u: size.u };
  const scene = new Scene(frame.w, frame.h);
  drawBackdrop(scene, createRandom(`${seed}:backdrop`), frame, theme);
  drawMotif(scene, createRandom(seed), frame, theme);
  drawVignette(scene, frame);
  return scene.toString();
}

// Baselines are placed from cap heights (about 0.73 em across the stack) so text blocks centre optically.
const CAP_HEIGHT = 0.73;
const BRAND_NAME = 'Ascend Strategy Consulting';

function text(content, { x, y, size, weight = 700, fill = color.white, letterSpacing, opacity }) {
  return el('text', { x, y, fontFamily, fontSize: size, fontWeight: weight, fill, letterSpacing, opacity }, escapeXml(content));
}

// Large bold glyphs carry a visible side bearing; pulling them left aligns their stems with the smaller text.
function titleLines(scene, lines, { x, y, size, lineHeight }) {
  lines.forEach((line, i) => scene.add(text(line, { x: x - size * 0.04, y: y + i * lineHeight, size })));
}

// The motif sits to the right; a scrim from the left keeps the text on calm, dark ground.
function cardBackground(seed, theme, cx = 905) {
  const frame = { w: CARD.w, h: CARD.h, cx, cy: 330, u: 0.6 };
  const scene = new Scene(CARD.w, CARD.h);
  drawBackdrop(scene, createRandom(`${seed}:backdrop`), frame, theme);
  drawMotif(scene, createRandom(seed), frame, theme);
  drawVignette(scene, frame);
  const scrim = scene.define('card:scrim', (id) =>
    el(
      'linearGradient',
      { id, x1: 0, y1: 0, x2: CARD.w, y2: 0, gradientUnits: 'userSpaceOnUse' },
      el('stop', { offset: 0, stopColor: color.navy950, stopOpacity: 0.97 }) +
        el('stop', { offset: 0.46, stopColor: color.navy950, stopOpacity: 0.92 }) +
        el('stop', { offset: 0.58, stopColor: color.navy950, stopOpacity: 0.55 }) +
        el('stop', { offset: 0.72, stopColor: color.navy950, stopOpacity: 0 }),
    ),
  );
  scene.add(el('rect', { width: CARD.w, height: CARD.h, fill: `url(#${scrim})` }));
  return scene;
}

/** A 1200x630 social card: brand row, eyebrow and a large title over the theme's motif. */
export function titleCardSvg({ seed, theme, eyebrow, title }) {
  const scene = cardBackground(seed, theme);
  const { margin, h } = CARD;
  scene.add(placeMark(margin, 58, 48), text(BRAND_NAME, { x: margin + 66, y: 90, size: 23, opacity: 0.92 }));

  const eyebrowSize = 20;
  const [eyebrowGap, ruleGap] = [34, 40];
  const { size, lines } = fitLines(title, { sizes: [70, 64, 58, 52, 46], maxWidth: 580, maxLines: 3 });
  const lineHeight = Math.round(size * 1.14);
  const titleHeight = size * CAP_HEIGHT + lineHeight * (lines.length - 1);
  const blockHeight = eyebrowSize * CAP_HEIGHT + eyebrowGap + titleHeight + ruleGap + 4;
  const areaTop = 140;

  let y = Math.round(areaTop + (h - areaTop - margin - blockHeight) / 2 + eyebrowSize * CAP_HEIGHT);
  scene.add(text(eyebrow.toUpperCase(), { x: margin, y, size: eyebrowSize, fill: color.gold300, letterSpacing: 3 }));
  y += eyebrowGap + Math.round(size * CAP_HEIGHT);
  titleLines(scene, lines, { x: margin, y, size, lineHeight });
  y += lineHeight * (lines.length - 1) + ruleGap;
  scene.add(el('rect', { x: margin, y, width: 64, height: 4, rx: 2, fill: color.teal300 }));
  return scene.toString();
}

/** The brand's default 1200x630 social card: mark, name, tagline and the house motif. */
export function brandCardSvg(theme) {
  const scene = cardBackground('ascend-strategy-consulting', theme, 935);
  const { margin, h } = CARD;
  const [markSize, markGap, ruleGap, taglineSize] = [96, 44, 36, 34];
  const { size, lines } = fitLines(BRAND_NAME, { sizes: [72, 66, 60], maxWidth: 620, maxLines: 2 });
  const lineHeight = Math.round(size * 1.1);
  const nameHeight = size * CAP_HEIGHT + lineHeight * (lines.length - 1);
  const blockHeight = markSize + markGap + nameHeight + ruleGap + 4 + ruleGap + taglineSize * CAP_HEIGHT;

  let y = Math.round((h - blockHeight) / 2);
  scene.add(placeMark(margin, y, markSize));
  y += markSize + markGap + Math.round(size * CAP_HEIGHT);
  titleLines(scene, lines, { x: margin, y, size, lineHeight });
  y += lineHeight * (lines.length - 1) + ruleGap;
  scene.add(el('rect', { x: margin, y, width: 64, height: 4, rx: 2, fill: color.gold400 }));
  y += 4 + ruleGap + Math.round(taglineSize * CAP_HEIGHT);
  scene.add(text('AI-Powered Authority Building', { x: margin, y, size: taglineSize, weight: 400, fill: color.teal300 }));
  return scene.toString();
}
