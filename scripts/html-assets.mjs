/** The tags of the site's client entry (src/islands-main.tsx), from the build manifest, for the prerendered documents. */

/**
 * The entry's script, the chunks it imports statically as module preloads, and the stylesheets built as
 * inputs of their own (`stylesheetKeys`, scripts/site-stylesheets.mjs). No chunk may bring CSS: Vite's
 * preload helper links a chunk's CSS into the page when the chunk loads, and each page carries its rules
 * inline instead (scripts/page-css-rules.mjs).
 * @returns {{ stylesheets: string[], modulePreloads: string[], scripts: Array<{src: string}> }}
 */
export function manifestEntryAssets(manifest, key, stylesheetKeys) {
  const entry = manifest[key];
  if (!entry?.isEntry) throw new Error(`the build manifest has no client entry ${key}`);
  const withCss = Object.entries(manifest).filter(([, chunk]) => chunk.css?.length).map(([name]) => name);
  if (withCss.length) throw new Error(`client chunks import CSS (${withCss.join(', ')}): import stylesheets nowhere, list them in scripts/site-stylesheets.mjs`);
  const imported = new Set();
  const walk = (chunkKey) => {
    for (const next of manifest[chunkKey]?.imports ?? []) {
      if (imported.has(manifest[next].file)) continue;
      imported.add(manifest[next].file);
      walk(next);
    }
  };
  walk(key);
  return {
    stylesheets: stylesheetKeys.map((sheet) => {
      const file = manifest[sheet]?.file;
      if (!file?.endsWith('.css')) throw new Error(`the build manifest has no stylesheet ${sheet}`);
      return `/${file}`;
    }),
    modulePreloads: [...imported].sort().map((file) => `/${file}`),
    scripts: [{ src: `/${entry.file}` }],
  };
}
