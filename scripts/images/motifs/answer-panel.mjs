/** Market Analysis: many query flows pour into one glowing answer panel; only a few thin paths continue outward. */
import { color } from '../palette.mjs';
import { flowPath, flowPoint, glow, node } from '../shapes.mjs';
import { dash, el } from '../svg.mjs';

/** Draws the motif. */
export function answerPanel(scene, rng, frame, theme) {
  const { cx, cy, u, h } = frame;
  const [pw, ph] = [440 * u, 290 * u];
  const [px, py] = [cx - pw / 2 + 40 * u, cy - ph / 2];

  const flows = rng.int(18, 24);
  const starts = Array.from({ length: flows }, () => cy + rng.range(-0.48, 0.48) * h).sort((a, b) => a - b);
  starts.forEach((y0, i) => {
    const from = [px - 900 * u, y0];
    const to = [px, py + 46 * u + ((ph - 92 * u) * i) / (flows - 1)];
    const opacity = rng.range(0.16, 0.42);
    scene.add(el('path', { d: flowPath(from, to), fill: 'none', stroke: theme.line, strokeWidth: rng.range(1.3, 2.3) * u, opacity }));
    for (let k = 0; k < 2; k++) {
      const [x, y] = flowPoint(from, to, rng.range(0.25, 0.9));
      scene.add(node(scene, x, y, rng.range(2.5, 4) * u, theme.line, { opacity: opacity + 0.3, halo: 0 }));
    }
  });

  scene.add(glow(scene, px + pw / 2, cy, 420 * u, theme.glow, 0.45));
  scene.add(
    el('rect', { x: px, y: py, width: pw, height: ph, rx: 24 * u, fill: color.navy800, opacity: 0.92 }),
    el('rect', { x: px, y: py, width: pw, height: ph, rx: 24 * u, fill: 'none', stroke: theme.line, strokeWidth: 2.2 * u, opacity: 0.75 }),
  );
  const inset = 42 * u;
  scene.add(el('rect', { x: px + inset, y: py + inset, width: pw * rng.range(0.45, 0.6), height: 16 * u, rx: 8 * u, fill: theme.line, opacity: 0.95 }));
  for (let i = 0; i < 4; i++) {
    scene.add(
      el('rect', {
        x: px + inset, y: py + inset + (56 + i * 40) * u, width: (pw - 2 * inset) * (i === 3 ? rng.range(0.4, 0.6) : rng.range(0.78, 1)),
        height: 11 * u, rx: 5.5 * u, fill: color.white, opacity: 0.26,
      }),
    );
  }
  scene.add(node(scene, px + pw - inset, py + inset + 8 * u, 8 * u, theme.highlight, { halo: 0.3 }));

  const exits = rng.int(2, 3);
  for (let i = 0; i < exits; i++) {
    const from = [px + pw, cy + (i - (exits - 1) / 2) * 70 * u];
    const to = [from[0] + rng.range(260, 400) * u, cy + (i - (exits - 1) / 2) * rng.range(150, 230) * u];
    scene.add(
      el('path', {
        d: flowPath(from, to), fill: 'none', stroke: theme.highlight, strokeWidth: 1.8 * u, opacity: 0.6,
        strokeDasharray: dash(6 * u, 8 * u), strokeLinecap: 'round',
      }),
      el('circle', { cx: to[0], cy: to[1], r: 9 * u, fill: color.navy900, stroke: theme.highlight, strokeWidth: 2 * u, opacity: 0.85 }),
    );
  }
}
