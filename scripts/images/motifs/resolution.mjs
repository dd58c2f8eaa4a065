/** Business Strategy: tangled lines on a grid resolve into one ascending path. */
import { color } from '../palette.mjs';
import { focalNode, glow, node, smoothPath } from '../shapes.mjs';
import { el } from '../svg.mjs';

/** Draws the motif; `count` is the number of tangled lines. */
export function resolution(scene, rng, frame, theme, variant, count) {
  const { cx, cy, u } = frame;
  const step = 60 * u;
  const snap = (value, origin) => origin + Math.round((value - origin) / step) * step;
  const merge = [snap(cx - 240 * u, cx), snap(cy + 190 * u, cy)];
  const end = [snap(cx + 390 * u, cx), snap(cy - 230 * u, cy)];

  const strokes = [theme.line, color.white, theme.highlight, color.teal500, color.gold300];
  const tangled = count ?? rng.int(3, 5);
  strokes.slice(0, tangled).forEach((stroke, i) => {
    const startY = cy + (i - (tangled - 1) / 2) * (560 / tangled) * u + rng.range(-40, 40) * u;
    const points = [[cx - 820 * u, startY]];
    for (let k = 1; k <= 3; k++) {
      const t = k / 4;
      points.push([cx - 820 * u + (merge[0] - cx + 820 * u) * t, startY + (merge[1] - startY) * t + rng.range(-170, 170) * u * (1 - t)]);
    }
    points.push(merge);
    scene.add(el('path', { d: smoothPath(points), fill: 'none', stroke, strokeWidth: 2.2 * u, opacity: 0.42, strokeLinecap: 'round' }));
  });

  // Grid-snapped waypoints that climb steadily, with small seeded hesitations.
  const stops = Math.round((end[0] - merge[0]) / step / 2);
  const path = Array.from({ length: stops + 1 }, (_, i) => {
    const t = i / stops;
    const lift = t === 0 || t === 1 ? 0 : rng.range(-0.6, 0.6) * step;
    return [merge[0] + (end[0] - merge[0]) * t, snap(merge[1] + (end[1] - merge[1]) * t ** 1.3 + lift, cy)];
  });
  const d = smoothPath(path);
  scene.add(
    glow(scene, (merge[0] + end[0]) / 2, (merge[1] + end[1]) / 2, 420 * u, theme.glow, 0.25),
    el('path', { d, fill: 'none', stroke: theme.line, strokeWidth: 18 * u, opacity: 0.12, strokeLinecap: 'round' }),
    el('path', { d, fill: 'none', stroke: theme.line, strokeWidth: 4.5 * u, strokeLinecap: 'round' }),
  );
  path.slice(1, -1).forEach(([px, py]) =>
    scene.add(el('circle', { cx: px, cy: py, r: 7 * u, fill: color.navy900, stroke: theme.line, strokeWidth: 2.5 * u })),
  );
  scene.add(node(scene, merge[0], merge[1], 8 * u, color.white, { opacity: 0.9 }));
  scene.add(focalNode(scene, end[0], end[1], u, theme.highlight));
}
