/** Strategic Analysis: interlocking rings around a bright core, or a wheel of arcs with motion trails. */
import { color } from '../palette.mjs';
import { arcPath, focalNode, node, polar } from '../shapes.mjs';
import { dash, el } from '../svg.mjs';

function rings(scene, rng, frame, theme, count) {
  const { cx, cy, u } = frame;
  const offset = rng.range(0, 360);
  const centres = Array.from({ length: count }, (_, i) => polar(cx, cy, 118 * u, offset + (360 * i) / count));
  scene.add(el('circle', { cx, cy, r: 350 * u, fill: 'none', stroke: theme.line, strokeWidth: 1.4 * u, opacity: 0.22, strokeDasharray: dash(3 * u, 10 * u) }));
  centres.forEach(([x, y], i) => {
    const stroke = i === 0 ? theme.highlight : i % 2 ? theme.line : color.teal500;
    scene.add(
      el('circle', { cx: x, cy: y, r: 178 * u, fill: theme.line, opacity: 0.035 }),
      el('circle', { cx: x, cy: y, r: 178 * u, fill: 'none', stroke, strokeWidth: 2.4 * u, opacity: 0.62 }),
    );
  });
  centres.forEach((a, i) =>
    centres.slice(i + 1).forEach((b) =>
      scene.add(el('line', { x1: a[0], y1: a[1], x2: b[0], y2: b[1], stroke: color.white, strokeWidth: 1.2 * u, opacity: 0.2 })),
    ),
  );
  centres.forEach(([x, y], i) => scene.add(node(scene, x, y, 6 * u, i === 0 ? theme.highlight : theme.line)));
}

function wheel(scene, rng, frame, theme, count) {
  const { cx, cy, u } = frame;
  const offset = rng.range(0, 360);
  const span = 360 / count;
  const gap = 13;
  scene.add(el('circle', { cx, cy, r: 84 * u, fill: 'none', stroke: theme.line, strokeWidth: 2 * u, opacity: 0.55 }));
  for (let i = 0; i < count; i++) {
    const start = offset + i * span + gap / 2;
    const end = start + span - gap;
    const stroke = i === 0 ? theme.highlight : i % 2 ? theme.line : color.teal500;
    const [sx, sy] = polar(cx, cy, 96 * u, (start + end) / 2);
    const [ex, ey] = polar(cx, cy, 214 * u, (start + end) / 2);
    scene.add(
      el('line', { x1: sx, y1: sy, x2: ex, y2: ey, stroke: color.white, strokeWidth: 1.2 * u, opacity: 0.18 }),
      el('path', { d: arcPath(cx, cy, 240 * u, start, end), fill: 'none', stroke, strokeWidth: 16 * u, strokeLinecap: 'round', opacity: 0.9 }),
      el('path', { d: arcPath(cx, cy, 300 * u, start + span / 2, end + span / 2), fill: 'none', stroke: theme.line, strokeWidth: 5 * u, strokeLinecap: 'round', opacity: 0.45 }),
    );
    // Trails behind each arc (the wheel turns clockwise) read as gathered momentum.
    [1, 2, 3].forEach((k) =>
      scene.add(
        el('path', {
          d: arcPath(cx, cy, (240 + 26 * k) * u, start - 4 * k, start + (span - gap) * (0.55 - 0.12 * k)),
          fill: 'none', stroke, strokeWidth: (5 - k) * u, strokeLinecap: 'round', opacity: 0.42 - 0.11 * k,
        }),
      ),
    );
  }
  scene.add(el('circle', { cx, cy, r: 370 * u, fill: 'none', stroke: theme.line, strokeWidth: 1.4 * u, opacity: 0.18, strokeDasharray: dash(3 * u, 11 * u) }));
}

/** Draws the motif; `variant` is 'rings' or 'wheel', `count` the number of rings or arcs. */
export function flywheel(scene, rng, frame, theme, variant, count) {
  if (variant === 'wheel') wheel(scene, rng, frame, theme, count ?? rng.int(5, 8));
  else rings(scene, rng, frame, theme, count ?? rng.int(4, 6));
  scene.add(focalNode(scene, frame.cx, frame.cy, frame.u, theme.highlight));
}
