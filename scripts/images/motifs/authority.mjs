/** Authority Building: pillars lighting a citation network above them, or a dense network forming a fortified ring around a core. */
import { color } from '../palette.mjs';
import { arcPath, distance, focalNode, glow, nearestPairs, node, polar } from '../shapes.mjs';
import { dash, el } from '../svg.mjs';

function edges(scene, points, pairs, stroke, width, opacity) {
  pairs.forEach(([a, b]) =>
    scene.add(el('line', { x1: points[a][0], y1: points[a][1], x2: points[b][0], y2: points[b][1], stroke, strokeWidth: width, opacity })),
  );
}

function pillars(scene, rng, frame, theme, count) {
  const { cx, cy, u } = frame;
  const base = cy + 300 * u;
  const hub = [cx, cy + 80 * u];
  const fill = scene.define(`authority:pillar:${theme.line}`, (id) =>
    el(
      'linearGradient',
      { id, x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: 0, stopColor: theme.line, stopOpacity: 0.6 }) + el('stop', { offset: 1, stopColor: color.teal700, stopOpacity: 0.04 }),
    ),
  );
  // A dome of nodes on three arcs over the pillars: the network they hold up and light.
  const network = [];
  [[190, 5], [300, 7], [410, 9]].forEach(([radius, nodes]) => {
    scene.add(el('path', { d: arcPath(hub[0], hub[1], radius * u, 192, 348), fill: 'none', stroke: theme.line, strokeWidth: 1.2 * u, opacity: 0.16 }));
    for (let i = 0; i < nodes; i++) network.push(polar(hub[0], hub[1], radius * u, 198 + (144 * i) / (nodes - 1) + rng.range(-4, 4)));
  });
  const tops = Array.from({ length: count }, (_, i) => [cx + (i - (count - 1) / 2) * 124 * u, hub[1] + rng.range(-12, 12) * u]);

  scene.add(glow(scene, hub[0], hub[1] - 260 * u, 460 * u, theme.glow, 0.28));
  edges(scene, network, nearestPairs(network, 2), theme.line, 1.5 * u, 0.35);
  tops.forEach((top) => {
    const nearest = network.map((p, i) => [distance(p, top), i]).sort((a, b) => a[0] - b[0]).slice(0, 2);
    nearest.forEach(([, i]) =>
      scene.add(el('line', { x1: top[0], y1: top[1], x2: network[i][0], y2: network[i][1], stroke: theme.highlight, strokeWidth: 1.8 * u, opacity: 0.55 })),
    );
  });
  network.forEach(([x, y]) => scene.add(node(scene, x, y, rng.range(4, 6.5) * u, theme.line, { opacity: rng.range(0.7, 1) })));
  tops.forEach(([x, y]) => {
    const width = 56 * u;
    scene.add(
      el('rect', { x: x - width / 2, y, width, height: base - y, rx: 6 * u, fill: `url(#${fill})` }),
      el('line', { x1: x - width / 2, y1: y, x2: x + width / 2, y2: y, stroke: theme.highlight, strokeWidth: 4 * u, strokeLinecap: 'round' }),
      glow(scene, x, y, 70 * u, theme.highlight, 0.4),
    );
  });
  scene.add(el('line', { x1: cx - 420 * u, y1: base, x2: cx + 420 * u, y2: base, stroke: color.white, strokeWidth: 1.5 * u, opacity: 0.25 }));
  scene.add(focalNode(scene, hub[0], hub[1] - 410 * u, u, theme.highlight, { size: 0.8 }));
}

function fortifiedRing(scene, rng, frame, theme) {
  const { cx, cy, u } = frame;
  const count = rng.int(56, 76);
  const [inner, outer] = [rng.range(190, 220), rng.range(280, 310)];
  const ring = Array.from({ length: count }, (_, i) =>
    polar(cx, cy, rng.range(inner + 15, outer - 10) * u, (360 * i) / count + rng.range(-2.5, 2.5)),
  );
  const spokes = rng.int(5, 9);
  const outside = Array.from({ length: 14 }, () => polar(cx, cy, rng.range(430, 720) * u, rng.range(0, 360)));

  scene.add(
    el('circle', { cx, cy, r: inner * u, fill: 'none', stroke: theme.line, strokeWidth: 1.6 * u, opacity: 0.4 }),
    el('circle', { cx, cy, r: (outer + 20) * u, fill: 'none', stroke: theme.line, strokeWidth: 2 * u, opacity: 0.4 }),
    el('circle', { cx, cy, r: (outer + 46) * u, fill: 'none', stroke: theme.line, strokeWidth: 1.4 * u, opacity: 0.25, strokeDasharray: dash(4 * u, 9 * u) }),
  );
  edges(scene, ring, nearestPairs(ring, 3), theme.line, 1.4 * u, 0.4);
  for (let i = 0; i < spokes; i++) {
    const [x, y] = ring[Math.floor((i * count) / spokes)];
    scene.add(el('line', { x1: cx, y1: cy, x2: x, y2: y, stroke: theme.highlight, strokeWidth: 1.4 * u, opacity: 0.35 }));
  }
  const every = Math.floor(count / spokes);
  ring.forEach(([x, y], i) => {
    const colour = i % every === 0 ? theme.highlight : theme.line;
    scene.add(node(scene, x, y, rng.range(3.5, 6) * u, colour, { opacity: rng.range(0.7, 1) }));
  });
  outside.forEach(([x, y]) => scene.add(node(scene, x, y, rng.range(3, 5) * u, color.white, { opacity: 0.22, halo: 0 })));
  scene.add(focalNode(scene, cx, cy, u, theme.highlight, { size: 1.2 }));
}

/** Draws the motif; `variant` is 'pillars' or 'ring', `count` the number of pillars. */
export function authority(scene, rng, frame, theme, variant, count) {
  if (variant === 'pillars') pillars(scene, rng, frame, theme, count ?? rng.int(3, 5));
  else fortifiedRing(scene, rng, frame, theme);
}
