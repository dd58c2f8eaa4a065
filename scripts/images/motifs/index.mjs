/** Registry of motifs by name; each draws into a Scene around the frame's focus (cx, cy) at scale u. */
import { answerPanel } from './answer-panel.mjs';
import { authority } from './authority.mjs';
import { beams } from './beams.mjs';
import { citationNetwork } from './citation-network.mjs';
import { convergence } from './convergence.mjs';
import { flywheel } from './flywheel.mjs';
import { gates } from './gates.mjs';
import { resolution } from './resolution.mjs';
import { shields } from './shields.mjs';

const motifs = { answerPanel, authority, beams, citationNetwork, convergence, flywheel, gates, resolution, shields };

/** Draws `theme.motif` (with its variant and count) into the scene. */
export function drawMotif(scene, rng, frame, theme) {
  const draw = motifs[theme.motif] ?? citationNetwork;
  draw(scene, rng, frame, theme, theme.variant, theme.count);
}
