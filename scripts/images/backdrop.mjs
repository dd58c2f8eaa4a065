/** The shared background of every composition: deep navy gradient, focal glow, fading grid and vignette. */
import { color } from './palette.mjs';
import { glow } from './shapes.mjs';
import { el, num } from './svg.mjs';

/** Paints the background into `scene` around the frame's focus; `theme` sets the glow colours and grid strength. */
export function drawBackdrop(scene, rng, frame, theme) {
  const { w, h, cx, cy, u } = frame;
  const base = scene.define('backdrop:base', (id) =>
    el(
      'linearGradient',
      { id, x1: 0, y1: 0, x2: 1, y2: 1 },
      el('stop', { offset: 0, stopColor: color.navy950 }) +
        el('stop', { offset: 0.55, stopColor: color.navy900 }) +
        el('stop', { offset: 1, stopColor: color.navy950 }),
    ),
  );
  scene.add(el('rect', { width: w, height: h, fill: `url(#${base})` }));
  scene.add(glow(scene, cx, cy, 760 * u, color.navy700, 0.55));
  scene.add(glow(scene, cx, cy, 560 * u, theme.glow, 0.2));
  const [dx, dy] = [cx + rng.sign() * rng.range(420, 640) * u, cy + rng.sign() * rng.range(160, 300) * u];
  scene.add(glow(scene, dx, dy, 480 * u, color.navy700, 0.35));

  // Grid lines stroked with a radial gradient fade out away from the focus (cheaper in librsvg than a mask).
  const fade = scene.define(`backdrop:fade:${cx}:${cy}`, (id) =>
    el(
      'radialGradient',
      { id, cx, cy, r: 820 * u, gradientUnits: 'userSpaceOnUse' },
      el('stop', { offset: 0, stopColor: color.white, stopOpacity: theme.grid }) + el('stop', { offset: 1, stopColor: color.white, stopOpacity: 0 }),
    ),
  );
  const step = 60 * u;
  let d = '';
  for (let x = cx % step; x < w; x += step) d += `M${num(x)} 0V${h}`;
  for (let y = cy % step; y < h; y += step) d += `M0 ${num(y)}H${w}`;
  scene.add(el('path', { d, fill: 'none', stroke: `url(#${fade})`, strokeWidth: Math.max(1, u) }));
}

/** Darkens the frame's edges so the composition holds together at any crop. */
export function drawVignette(scene, frame) {
  const { w, h } = frame;
  const id = scene.define('backdrop:vignette', (gid) =>
    el(
      'radialGradient',
      { id: gid, cx: 0.5, cy: 0.5, r: 0.75 },
      el('stop', { offset: 0.55, stopColor: color.navy950, stopOpacity: 0 }) + el('stop', { offset: 1, stopColor: color.navy950, stopOpacity: 0.75 }),
    ),
  );
  scene.add(el('rect', { width: w, height: h, fill: `url(#${id})` }));
}
