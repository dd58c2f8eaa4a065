/** The house motif (default card, unknown categories): a network of sources with citation lines converging on a hub. */
import { arcPath, bentPath, focalNode, nearestPairs, node, polar, scatter } from '../shapes.mjs';
import { dash, el } from '../svg.mjs';

/** Draws the motif. */
export function citationNetwork(scene, rng, frame, theme) {
  const { cx, cy, u } = frame;
  const points = scatter(frame, 30, () => polar(cx, cy, (140 + Math.sqrt(rng.next()) * 420) * u, rng.range(0, 360)));

  [110, 190, 280].forEach((r, i) => {
    const start = rng.range(0, 360);
    scene.add(
      el('path', {
        d: arcPath(cx, cy, r * u, start, start + rng.range(200, 290)), fill: 'none', stroke: theme.line,
        strokeWidth: (2.4 - i * 0.5) * u, strokeLinecap: 'round', opacity: 0.5 - i * 0.12,
      }),
    );
  });
  nearestPairs(points, 2).forEach(([a, b]) =>
    scene.add(el('line', { x1: points[a][0], y1: points[a][1], x2: points[b][0], y2: points[b][1], stroke: theme.line, strokeWidth: 1.3 * u, opacity: 0.28 })),
  );
  points.forEach((p, i) => {
    const cited = i % 3 === 0;
    if (cited) {
      scene.add(
        el('path', {
          d: bentPath(p, [cx, cy], rng.range(-0.18, 0.18)), fill: 'none', stroke: i % 2 ? theme.line : theme.highlight,
          strokeWidth: 1.8 * u, opacity: 0.6, strokeDasharray: i % 2 ? undefined : dash(5 * u, 7 * u),
        }),
      );
    }
    scene.add(node(scene, p[0], p[1], (cited ? 6 : 4) * u, cited ? theme.highlight : theme.line, { opacity: cited ? 0.95 : 0.7 }));
  });
  scene.add(focalNode(scene, cx, cy, u, theme.highlight));
}
