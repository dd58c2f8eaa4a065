/** Strategic Framework: an old signal fading on the left (a falling curve or a ranked list) while citation lines converge on one node. */
import { color } from '../palette.mjs';
import { bentPath, focalNode, node, polar, scatter } from '../shapes.mjs';
import { dash, el, num } from '../svg.mjs';

function fallingCurve(scene, rng, hub, u) {
  const count = 9;
  const [x0, x1] = [hub[0] - 840 * u, hub[0] - 430 * u];
  const points = Array.from({ length: count }, (_, i) => {
    const t = i / (count - 1);
    const drop = t * t * (3 - 2 * t);
    return [x0 + (x1 - x0) * t, hub[1] - 210 * u + drop * 420 * u + rng.range(-18, 18) * u * (1 - t)];
  });
  const line = points.map(([x, y], i) => `${i ? 'L' : 'M'}${num(x)} ${num(y)}`).join('');
  const fade = scene.define(`convergence:fade:${num(x0)}`, (id) =>
    el(
      'linearGradient',
      { id, x1: x0, y1: 0, x2: x1, y2: 0, gradientUnits: 'userSpaceOnUse' },
      el('stop', { offset: 0, stopColor: color.white, stopOpacity: 0.55 }) + el('stop', { offset: 1, stopColor: color.white, stopOpacity: 0.08 }),
    ),
  );
  const base = hub[1] + 280 * u;
  scene.add(
    el('line', { x1: x0 - 30 * u, y1: base, x2: x1 + 30 * u, y2: base, stroke: color.white, strokeWidth: 1.4 * u, opacity: 0.2 }),
    ...points.map(([x, y]) => el('line', { x1: x, y1: y + 10 * u, x2: x, y2: base, stroke: color.white, strokeWidth: 1.2 * u, opacity: 0.08 })),
    el('path', { d: line, fill: 'none', stroke: `url(#${fade})`, strokeWidth: 3 * u, strokeLinejoin: 'round', strokeLinecap: 'round' }),
    ...points.map(([x, y], i) => node(scene, x, y, 4.5 * u, color.white, { opacity: 0.6 - (0.5 * i) / count, halo: 0 })),
  );
  return points.slice(-3);
}

function fadingList(scene, rng, hub, u) {
  const x0 = hub[0] - 840 * u;
  const rows = 6;
  const ends = [];
  for (let i = 0; i < rows; i++) {
    const y = hub[1] - 170 * u + i * 64 * u;
    const width = (420 - i * 28 + rng.range(-30, 30)) * u;
    const opacity = 0.5 - i * 0.075;
    scene.add(node(scene, x0, y, 6 * u, i === 0 ? color.gold400 : color.white, { opacity, halo: 0 }));
    // Lower-ranked rows break into dashes: the list dissolving.
    const broken = i < 2 ? undefined : dash((40 - i * 5) * u, (6 + i * 4) * u);
    scene.add(
      el('line', {
        x1: x0 + 26 * u, y1: y, x2: x0 + 26 * u + width, y2: y,
        stroke: color.white, strokeWidth: 12 * u, strokeLinecap: 'round', opacity, strokeDasharray: broken,
      }),
    );
    ends.push([x0 + 40 * u + width, y]);
  }
  return ends.slice(0, 3);
}

/** Draws the motif; `variant` is 'curve' or 'list'. */
export function convergence(scene, rng, frame, theme, variant) {
  const { cx, cy, u } = frame;
  const hub = [cx + 150 * u, cy];
  const origins = variant === 'list' ? fadingList(scene, rng, hub, u) : fallingCurve(scene, rng, hub, u);

  [70, 135, 215, 300].forEach((r, i) => {
    scene.add(
      el('circle', {
        cx: hub[0], cy: hub[1], r: r * u, fill: 'none', stroke: theme.line, strokeWidth: 1.6 * u,
        opacity: 0.42 - i * 0.08, strokeDasharray: i % 2 ? dash(3 * u, 9 * u) : undefined,
      }),
    );
  });

  const sources = [
    ...origins,
    ...scatter(frame, 16, () => polar(hub[0], hub[1], rng.range(330, 700) * u, rng.range(-150, 150) + 180)),
  ];
  sources.forEach((p, i) => {
    const highlighted = i < origins.length || rng.chance(0.2);
    const stroke = highlighted ? theme.highlight : theme.line;
    scene.add(
      el('path', {
        d: bentPath(p, hub, rng.range(-0.22, 0.22)), fill: 'none', stroke,
        strokeWidth: (highlighted ? 2.4 : 1.6) * u, opacity: highlighted ? 0.75 : rng.range(0.25, 0.5), strokeLinecap: 'round',
      }),
      node(scene, p[0], p[1], rng.range(4, 7) * u, stroke, { opacity: highlighted ? 0.95 : 0.7 }),
    );
  });
  scene.add(focalNode(scene, hub[0], hub[1], u, theme.highlight));
}
