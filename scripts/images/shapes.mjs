/** Drawing primitives shared by the motifs: glows, nodes, curves and arcs, all in pixel coordinates. */
import { el, num } from './svg.mjs';

/** The point at `degrees` (0 = right, clockwise) on a circle. */
export function polar(cx, cy, r, degrees) {
  const a = (degrees * Math.PI) / 180;
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
}

/** An open arc path from `start` to `end` degrees, clockwise. */
export function arcPath(cx, cy, r, start, end) {
  const [x1, y1] = polar(cx, cy, r, start);
  const [x2, y2] = polar(cx, cy, r, end);
  const large = end - start > 180 ? 1 : 0;
  return `M${num(x1)} ${num(y1)}A${num(r)} ${num(r)} 0 ${large} 1 ${num(x2)} ${num(y2)}`;
}

/** A quadratic curve between two points, bowed sideways by `bend` times their distance. */
export function bentPath([x1, y1], [x2, y2], bend) {
  const [mx, my] = [(x1 + x2) / 2, (y1 + y2) / 2];
  const [qx, qy] = [mx - (y2 - y1) * bend, my + (x2 - x1) * bend];
  return `M${num(x1)} ${num(y1)}Q${num(qx)} ${num(qy)} ${num(x2)} ${num(y2)}`;
}

/** A horizontal S-curve (flow line) between two points, as in a Sankey diagram. */
export function flowPath([x1, y1], [x2, y2], tension = 0.5) {
  const dx = (x2 - x1) * tension;
  return `M${num(x1)} ${num(y1)}C${num(x1 + dx)} ${num(y1)} ${num(x2 - dx)} ${num(y2)} ${num(x2)} ${num(y2)}`;
}

/** A point at parameter t on the S-curve drawn by flowPath. */
export function flowPoint([x1, y1], [x2, y2], t, tension = 0.5) {
  const dx = (x2 - x1) * tension;
  const u = 1 - t;
  const x = u ** 3 * x1 + 3 * u * u * t * (x1 + dx) + 3 * u * t * t * (x2 - dx) + t ** 3 * x2;
  const y = u ** 3 * y1 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t ** 3 * y2;
  return [x, y];
}

/** A smooth path through points (Catmull-Rom turned into cubic Béziers). */
export function smoothPath(points) {
  let d = `M${num(points[0][0])} ${num(points[0][1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const [p0, p1, p2, p3] = [points[i - 1] ?? points[i], points[i], points[i + 1], points[i + 2] ?? points[i + 1]];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${num(c1[0])} ${num(c1[1])} ${num(c2[0])} ${num(c2[1])} ${num(p2[0])} ${num(p2[1])}`;
  }
  return d;
}

/** A soft radial glow: a circle filled with a gradient that fades to nothing at its edge. */
export function glow(scene, x, y, r, colour, strength) {
  // Quantised so that nodes of slightly different brightness share one gradient definition.
  const opacity = Math.round(strength * 20) / 20;
  const id = scene.define(`glow:${colour}:${opacity}`, (gid) =>
    el(
      'radialGradient',
      { id: gid },
      el('stop', { offset: 0, stopColor: colour, stopOpacity: opacity }) +
        el('stop', { offset: 0.35, stopColor: colour, stopOpacity: opacity * 0.45 }) +
        el('stop', { offset: 0.7, stopColor: colour, stopOpacity: opacity * 0.12 }) +
        el('stop', { offset: 1, stopColor: colour, stopOpacity: 0 }),
    ),
  );
  return el('circle', { cx: x, cy: y, r, fill: `url(#${id})` });
}

/** A network node: a solid core, optionally in a soft halo (a flat halo would muddy gold on navy). */
export function node(scene, x, y, r, colour, { opacity = 1, halo = 0.18 } = {}) {
  return (
    (halo > 0 ? glow(scene, x, y, r * 3.2, colour, Math.min(1, halo * 2.2 * opacity)) : '') +
    el('circle', { cx: x, cy: y, r, fill: colour, opacity })
  );
}

/** A bright focal node: wide glow, coloured ring and a near-white centre. */
export function focalNode(scene, x, y, u, colour, { size = 1 } = {}) {
  return (
    glow(scene, x, y, 190 * u * size, colour, 0.55) +
    el('circle', { cx: x, cy: y, r: 22 * u * size, fill: 'none', stroke: colour, strokeWidth: 2 * u, opacity: 0.7 }) +
    el('circle', { cx: x, cy: y, r: 12 * u * size, fill: colour }) +
    el('circle', { cx: x, cy: y, r: 5 * u * size, fill: '#ffffff', opacity: 0.9 })
  );
}

/** `count` points drawn from `sample`, redrawing any that fall outside the frame less a margin. */
export function scatter(frame, count, sample, margin = 50) {
  const m = margin * frame.u;
  const points = [];
  for (let tries = 0; points.length < count && tries < count * 20; tries++) {
    const [x, y] = sample();
    if (x > m && x < frame.w - m && y > m && y < frame.h - m) points.push([x, y]);
  }
  return points;
}

/** Euclidean distance between two points. */
export function distance([x1, y1], [x2, y2]) {
  return Math.hypot(x2 - x1, y2 - y1);
}

/** For each point, the indices of its `k` nearest neighbours, as unique undirected pairs. */
export function nearestPairs(points, k) {
  const pairs = new Set();
  points.forEach((p, i) => {
    points
      .map((q, j) => [distance(p, q), j])
      .filter(([, j]) => j !== i)
      .sort((a, b) => a[0] - b[0])
      .slice(0, k)
      .forEach(([, j]) => pairs.add(i < j ? `${i}:${j}` : `${j}:${i}`));
  });
  return [...pairs].map((key) => key.split(':').map(Number));
}
