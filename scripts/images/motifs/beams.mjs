/** Search Evolution: a narrow, precise beam and a wide, diffuse beam meet over a field of data points. */
import { color } from '../palette.mjs';
import { focalNode, polar } from '../shapes.mjs';
import { dash, el, num } from '../svg.mjs';

function cone(source, target, halfAngle, overshoot) {
  const [dx, dy] = [target[0] - source[0], target[1] - source[1]];
  const length = Math.hypot(dx, dy) * (1 + overshoot);
  const angle = Math.atan2(dy, dx);
  const spread = (halfAngle * Math.PI) / 180;
  const edge = (sign) => [source[0] + length * Math.cos(angle + sign * spread), source[1] + length * Math.sin(angle + sign * spread)];
  return { polygon: [source, edge(-1), edge(1)], far: [source[0] + length * Math.cos(angle), source[1] + length * Math.sin(angle)] };
}

function inside([px, py], [a, b, c]) {
  const side = (p, q, r) => (p[0] - r[0]) * (q[1] - r[1]) - (q[0] - r[0]) * (p[1] - r[1]);
  const [d1, d2, d3] = [side([px, py], a, b), side([px, py], b, c), side([px, py], c, a)];
  return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0));
}

function beam(scene, key, { polygon, far }, source, colour, peak) {
  const id = scene.define(`beams:${key}`, (gid) =>
    el(
      'linearGradient',
      { id: gid, x1: source[0], y1: source[1], x2: far[0], y2: far[1], gradientUnits: 'userSpaceOnUse' },
      el('stop', { offset: 0, stopColor: colour, stopOpacity: peak * 0.15 }) +
        el('stop', { offset: 0.78, stopColor: colour, stopOpacity: peak }) +
        el('stop', { offset: 1, stopColor: colour, stopOpacity: 0 }),
    ),
  );
  const d = polygon.map(([x, y], i) => `${i ? 'L' : 'M'}${num(x)} ${num(y)}`).join('') + 'Z';
  scene.add(el('path', { d, fill: `url(#${id})` }));
}

// Nested cones of falling width stack into a beam with soft edges.
function softBeam(scene, key, source, target, halfAngle, overshoot, colour, peak) {
  const layers = 10;
  for (let i = 1; i <= layers; i++) {
    beam(scene, key, cone(source, target, (halfAngle * i) / layers, overshoot), source, colour, peak / layers);
  }
}

/** Draws the motif. */
export function beams(scene, rng, frame, theme) {
  const { w, h, cx, cy, u } = frame;
  const target = [cx + 60 * u, cy + rng.range(-30, 30) * u];
  const narrowSource = polar(target[0], target[1], 860 * u, rng.range(196, 218));
  const wideSource = polar(target[0], target[1], 760 * u, rng.range(118, 150));
  const narrow = cone(narrowSource, target, 2.2, 0.28);
  const wide = cone(wideSource, target, 15, 0.32);

  // Hundreds of dots: drawn as one path per colour and brightness step, which keeps the SVG small and fast.
  const layers = new Map();
  const spacing = 36 * u;
  for (let y = spacing / 2; y < h; y += spacing) {
    for (let x = spacing / 2; x < w; x += spacing) {
      const p = [x + rng.range(-6, 6) * u, y + rng.range(-6, 6) * u];
      const near = Math.max(0, 1 - Math.hypot(p[0] - target[0], p[1] - target[1]) / (380 * u));
      const lit = inside(p, narrow.polygon) ? 0.5 : inside(p, wide.polygon) ? 0.32 : 0;
      const opacity = Math.round(Math.min(0.9, 0.1 + lit + near * 0.35) * 20) / 20;
      const fill = lit === 0.5 ? theme.line : lit ? theme.highlight : color.white;
      const r = (1.6 + near * 1.6) * u;
      const key = `${fill}:${opacity}`;
      layers.set(key, (layers.get(key) ?? '') + `M${num(p[0] - r)} ${num(p[1])}a${num(r)} ${num(r)} 0 1 0 ${num(2 * r)} 0a${num(r)} ${num(r)} 0 1 0 ${num(-2 * r)} 0`);
    }
  }
  for (const [key, d] of layers) {
    const [fill, opacity] = key.split(':');
    scene.add(el('path', { d, fill, opacity: Number(opacity) }));
  }
  softBeam(scene, `wide:${num(wideSource[0])}`, wideSource, target, 15, 0.32, color.gold400, 0.4);
  softBeam(scene, `narrow:${num(narrowSource[0])}`, narrowSource, target, 2.2, 0.28, theme.line, 0.7);
  scene.add(
    el('line', { x1: narrowSource[0], y1: narrowSource[1], x2: target[0], y2: target[1], stroke: theme.line, strokeWidth: 2 * u, opacity: 0.85 }),
    el('circle', { cx: target[0], cy: target[1], r: 64 * u, fill: 'none', stroke: theme.line, strokeWidth: 1.5 * u, opacity: 0.4 }),
    el('circle', { cx: target[0], cy: target[1], r: 118 * u, fill: 'none', stroke: theme.highlight, strokeWidth: 1.4 * u, opacity: 0.25, strokeDasharray: dash(3 * u, 9 * u) }),
    focalNode(scene, target[0], target[1], u, color.gold300, { size: 0.9 }),
  );
}
