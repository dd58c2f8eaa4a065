/** The chunks a prerendered page needs to hydrate, found in Vite's build manifest, as module preload URLs. */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// Dynamic imports written in a route file (its head data and the like), as specifiers.
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const SOURCE_EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs'];

/** Reads manifest entries by source key; `root` is the project root the keys are relative to. */
export function createRoutePreloads(manifest, root) {
  const fileOf = (key) => manifest[key]?.file;

  // A chunk's own file plus every chunk it imports statically.
  function closure(key, into) {
    const entry = manifest[key];
    if (!entry || into.has(entry.file)) return;
    into.add(entry.file);
    for (const imported of entry.imports ?? []) closure(imported, into);
  }

  // What the router app's entry already brings (the document links it and its imports): never preloaded
  // twice. Islands pages load another entry and no route code (src/islands-main.tsx).
  const onEveryPage = new Set();
  closure('index.html', onEveryPage);

  function dynamicImportKeys(routeFile) {
    const source = readFileSync(join(root, routeFile), 'utf8');
    const keys = [];
    for (const match of source.matchAll(DYNAMIC_IMPORT)) {
      if (!match[1].startsWith('.')) continue;
      const base = resolve(root, dirname(routeFile), match[1]);
      const key = SOURCE_EXTENSIONS.map((ext) => relative(root, base + ext).replace(/\\/g, '/')).find((k) => fileOf(k));
      if (key) keys.push(key);
    }
    return keys;
  }

  // What the islands entry brings, on islands pages.
  const onIslandsPages = new Set();
  closure('src/islands-main.tsx', onIslandsPages);

  /** Preload URLs for an islands page's own islands (their source files, `src/features/.../*-island.tsx`). */
  function islandPreloadsFor(islandFiles) {
    const files = new Set();
    for (const key of islandFiles) {
      if (!fileOf(key)) throw new Error(`the build manifest has no chunk for the island ${key}`);
      closure(key, files);
    }
    return [...files].filter((file) => !onIslandsPages.has(file)).sort().map((file) => `/${file}`);
  }

  /** Preload URLs for the matched route files (as `src/routes/...tsx`), in a stable order. */
  function preloadsFor(routeFiles) {
    const files = new Set();
    for (const routeFile of routeFiles) {
      for (const key of Object.keys(manifest)) {
        if (key.startsWith(`${routeFile}?tsr-split=`) && !/errorComponent|notFoundComponent|pendingComponent/.test(key)) closure(key, files);
      }
      for (const key of dynamicImportKeys(routeFile)) closure(key, files);
    }
    return [...files].filter((file) => !onEveryPage.has(file)).sort().map((file) => `/${file}`);
  }

  return { preloadsFor, islandPreloadsFor };
}
