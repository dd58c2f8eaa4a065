/** Lifts the hashed script and style tags Vite wrote into dist/index.html, for the prerendered documents; and the islands entry's from the build manifest. */

/** @returns {{ stylesheets: string[], modulePreloads: string[], scripts: Array<{src: string}> }} */
export function extractAssets(indexHtml) {
  const attr = (tag, name) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
  const links = indexHtml.match(/<link\b[^>]*>/g) ?? [];
  const scripts = indexHtml.match(/<script\b[^>]*type="module"[^>]*>/g) ?? [];
  return {
    stylesheets: links.filter((l) => /rel="stylesheet"/.test(l)).map((l) => attr(l, 'href')),
    modulePreloads: links.filter((l) => /rel="modulepreload"/.test(l)).map((l) => attr(l, 'href')),
    scripts: scripts.map((s) => ({ src: attr(s, 'src') })).filter((s) => s.src),
  };
}

/**
 * The tags of a client entry that has no HTML file of its own (the islands pages', src/islands-main.tsx):
 * its script, the chunks it imports statically as module preloads, and the app's stylesheets with any of its own.
 * @returns {{ stylesheets: string[], modulePreloads: string[], scripts: Array<{src: string}> }}
 */
export function manifestEntryAssets(manifest, key, appStylesheets) {
  const entry = manifest[key];
  if (!entry?.isEntry) throw new Error(`the build manifest has no client entry ${key}`);
  const imported = new Set();
  const walk = (chunkKey) => {
    for (const next of manifest[chunkKey]?.imports ?? []) {
      if (imported.has(manifest[next].file)) continue;
      imported.add(manifest[next].file);
      walk(next);
    }
  };
  walk(key);
  const ownStylesheets = (entry.css ?? []).map((file) => `/${file}`).filter((href) => !appStylesheets.includes(href));
  return {
    stylesheets: [...appStylesheets, ...ownStylesheets],
    modulePreloads: [...imported].sort().map((file) => `/${file}`),
    scripts: [{ src: `/${entry.file}` }],
  };
}
