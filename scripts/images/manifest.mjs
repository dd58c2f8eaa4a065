/** The manifest of generated files (public/.images-manifest.json): which source hash produced each output. */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from './files.mjs';

export const MANIFEST_FILE = 'public/.images-manifest.json';
const VERSION = 1;

/** The last run's manifest, or an empty one when it is missing, unreadable or from another version. */
export async function readManifest(root) {
  try {
    const data = JSON.parse(await readFile(join(root, MANIFEST_FILE), 'utf8'));
    if (data.version === VERSION && data.outputs && typeof data.outputs === 'object') return data;
  } catch {
    // A missing or corrupt manifest only means everything is rendered again.
  }
  return { version: VERSION, outputs: {}, services: undefined };
}

/** Writes the manifest. */
export async function writeManifest(root, { outputs, services }) {
  const sorted = Object.fromEntries(Object.entries(outputs).sort(([a], [b]) => a.localeCompare(b)));
  await writeFileAtomic(join(root, MANIFEST_FILE), `${JSON.stringify({ version: VERSION, outputs: sorted, services }, null, 2)}\n`);
}

/** The hash that decides whether an output is stale: its SVG source plus how it is encoded. */
export function outputHash(svg, output) {
  return createHash('sha256').update(svg).update('\0').update(JSON.stringify(output)).digest('hex').slice(0, 20);
}
