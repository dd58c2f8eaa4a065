/** The tags of the site's client entry (src/islands-main.tsx), from the build manifest, for the prerendered documents. */

/**
 * The entry's script, the chunks it imports statically as module preloads, and its stylesheets.
 * @returns {{ stylesheets: string[], modulePreloads: string[], scripts: Array<{src: string}> }}
 */
export function manifestEntryAssets(manifest, key) {
  const entry = manifest[key];
  if (!entry?.isEntry) throw new Error(`the build manifest has no client entry ${key}`);
  const imported = new Set();
  const stylesheets = new Set((entry.css ?? []).map((file) => `/${file}`));
  const walk = (chunkKey) => {
    for (const next of manifest[chunkKey]?.imports ?? []) {
      if (imported.has(manifest[next].file)) continue;
      imported.add(manifest[next].file);
      // CSS a statically imported chunk brings is linked as the entry's own.
      for (const file of manifest[next].css ?? []) stylesheets.add(`/${file}`);
      walk(next);
    }
  };
  walk(key);
  return {
    stylesheets: [...stylesheets],
    modulePreloads: [...imported].sort().map((file) => `/${file}`),
    scripts: [{ src: `/${entry.file}` }],
  };
}
