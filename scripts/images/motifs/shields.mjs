/** Trust & CSR: translucent shields interlock around a glowing organisation node, ringed by verification marks. */
import { color } from '../palette.mjs';
import { focalNode, polar } from '../shapes.mjs';
import { dash, el, num } from '../svg.mjs';

function shieldPath(w, h) {
  const [x, y, r] = [w / 2, h / 2, w * 0.12];
  return (
    `M${num(-x)} ${num(-y + r)}Q${num(-x)} ${num(-y)} ${num(-x + r)} ${num(-y)}L${num(x - r)} ${num(-y)}Q${num(x)} ${num(-y)} ${num(x)} ${num(-y + r)}` +
    `L${num(x)} ${num(-h * 0.02)}C${num(x)} ${num(h * 0.26)} ${num(w * 0.2)} ${num(h * 0.42)} 0 ${num(y)}` +
    `C${num(-w * 0.2)} ${num(h * 0.42)} ${num(-x)} ${num(h * 0.26)} ${num(-x)} ${num(-h * 0.02)}Z`
  );
}

function verification(x, y, u, colour) {
  const s = 16 * u;
  return (
    el('circle', { cx: x, cy: y, r: s, fill: color.navy900, stroke: colour, strokeWidth: 2.2 * u }) +
    el('path', {
      d: `M${num(x - s * 0.42)} ${num(y + s * 0.02)}L${num(x - s * 0.1)} ${num(y + s * 0.34)}L${num(x + s * 0.46)} ${num(y - s * 0.32)}`,
      fill: 'none', stroke: colour, strokeWidth: 2.6 * u, strokeLinecap: 'round', strokeLinejoin: 'round',
    })
  );
}

/** Draws the motif. */
export function shields(scene, rng, frame, theme) {
  const { cx, cy, u } = frame;
  const count = rng.int(3, 4);
  const offset = rng.range(-15, 15) - 90;

  [270, 350].forEach((r, i) =>
    scene.add(el('circle', { cx, cy, r: r * u, fill: 'none', stroke: theme.line, strokeWidth: 1.5 * u, opacity: 0.3 - i * 0.1, strokeDasharray: i ? dash(3 * u, 9 * u) : undefined })),
  );
  // Upright shields on a tight orbit overlap their neighbours; the front one, larger, carries the node.
  const back = shieldPath(170 * u, 205 * u);
  for (let i = 0; i < count; i++) {
    const [x, y] = polar(cx, cy - 10 * u, 118 * u, offset + (360 * i) / count + 180 / count);
    const transform = `translate(${num(x)} ${num(y)})`;
    scene.add(
      el('path', { d: back, transform, fill: theme.line, opacity: 0.06 }),
      el('path', { d: back, transform, fill: 'none', stroke: theme.line, strokeWidth: 2.2 * u, opacity: 0.55, strokeLinejoin: 'round' }),
    );
  }
  const front = shieldPath(210 * u, 250 * u);
  const transform = `translate(${num(cx)} ${num(cy + 18 * u)})`;
  scene.add(
    el('path', { d: front, transform, fill: color.navy900, opacity: 0.55 }),
    el('path', { d: front, transform, fill: theme.highlight, opacity: 0.08 }),
    el('path', { d: front, transform, fill: 'none', stroke: theme.highlight, strokeWidth: 3 * u, opacity: 0.9, strokeLinejoin: 'round' }),
  );

  const marks = rng.int(4, 6);
  const markOffset = rng.range(0, 360);
  for (let i = 0; i < marks; i++) {
    const angle = markOffset + (360 * i) / marks + rng.range(-10, 10);
    const [x, y] = polar(cx, cy, 350 * u, angle);
    const [sx, sy] = polar(cx, cy, 270 * u, angle);
    scene.add(
      el('line', { x1: sx, y1: sy, x2: x, y2: y, stroke: theme.line, strokeWidth: 1.3 * u, opacity: 0.35 }),
      verification(x, y, u, i % 2 ? theme.highlight : theme.line),
    );
  }
  scene.add(focalNode(scene, cx, cy, u, theme.line, { size: 1 }));
}
