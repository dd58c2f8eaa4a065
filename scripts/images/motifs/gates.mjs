/** Content Operations: parallel content streams pass checkpoint gates and merge into one bright channel. */
import { color } from '../palette.mjs';
import { flowPath, flowPoint, glow, node } from '../shapes.mjs';
import { el } from '../svg.mjs';

/** Draws the motif. */
export function gates(scene, rng, frame, theme) {
  const { w, cx, cy, u } = frame;
  const count = rng.int(4, 7);
  const lanes = Array.from({ length: count }, (_, i) => cy + (i - (count - 1) / 2) * 54 * u);
  const gateCount = rng.int(3, 4);
  const gateXs = Array.from({ length: gateCount }, (_, i) => cx - 40 * u - ((gateCount - 1 - i) * 500 * u) / (gateCount - 1));
  const mergeStart = cx + 60 * u;
  const merge = [cx + 330 * u, cy];
  const sections = [-20, ...gateXs, mergeStart];

  lanes.forEach((y) => {
    for (let s = 0; s < sections.length - 1; s++) {
      scene.add(
        el('line', { x1: sections[s], y1: y, x2: sections[s + 1], y2: y, stroke: theme.line, strokeWidth: (1.4 + s * 0.4) * u, opacity: 0.16 + (s * 0.42) / gateCount }),
      );
    }
    scene.add(el('path', { d: flowPath([mergeStart, y], merge, 0.55), fill: 'none', stroke: theme.line, strokeWidth: 2.4 * u, opacity: 0.7 }));
    // Before the first gate particles are irregular and off-line; after it they fall into step.
    for (let k = 0; k < 4; k++) {
      const x = rng.range(0, gateXs[0] - 30 * u);
      scene.add(node(scene, x, y + rng.range(-14, 14) * u, rng.range(2, 4.5) * u, color.white, { opacity: 0.3, halo: 0 }));
    }
    for (let x = gateXs[0] + 62 * u; x < mergeStart; x += 62 * u) {
      scene.add(el('rect', { x: x - 9 * u, y: y - 2.5 * u, width: 18 * u, height: 5 * u, rx: 2.5 * u, fill: theme.line, opacity: 0.75 }));
    }
    const [px, py] = flowPoint([mergeStart, y], merge, 0.5, 0.55);
    scene.add(node(scene, px, py, 3.5 * u, theme.line, { halo: 0 }));
  });

  const [top, bottom] = [lanes[0] - 46 * u, lanes[lanes.length - 1] + 46 * u];
  gateXs.forEach((x, i) => {
    scene.add(
      glow(scene, x, cy, 170 * u, theme.glow, 0.35),
      el('rect', { x: x - 16 * u, y: top, width: 32 * u, height: bottom - top, rx: 16 * u, fill: theme.line, opacity: 0.08 }),
      el('rect', { x: x - 16 * u, y: top, width: 32 * u, height: bottom - top, rx: 16 * u, fill: 'none', stroke: theme.line, strokeWidth: 2.4 * u, opacity: 0.55 + (i * 0.3) / (gateCount - 1) }),
      node(scene, x, top - 30 * u, 7 * u, theme.highlight, { halo: 0.25 }),
    );
  });

  const channel = scene.define(`gates:channel:${theme.line}`, (id) =>
    el(
      'linearGradient',
      { id, x1: merge[0], y1: 0, x2: w, y2: 0, gradientUnits: 'userSpaceOnUse' },
      el('stop', { offset: 0, stopColor: theme.line }) + el('stop', { offset: 1, stopColor: color.white }),
    ),
  );
  scene.add(
    el('line', { x1: merge[0], y1: cy, x2: w + 20, y2: cy, stroke: theme.line, strokeWidth: 26 * u, opacity: 0.14, strokeLinecap: 'round' }),
    el('line', { x1: merge[0], y1: cy, x2: w + 20, y2: cy, stroke: `url(#${channel})`, strokeWidth: 7 * u, strokeLinecap: 'round' }),
    glow(scene, merge[0], cy, 160 * u, theme.highlight, 0.45),
    node(scene, merge[0], cy, 9 * u, theme.highlight, { halo: 0.3 }),
  );
}
