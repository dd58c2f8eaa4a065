/**
 * Writes the files beside the prerendered pages (Markdown twins, llms.txt, llms-full.txt, RSS and
 * Atom feeds, sitemap.xml, robots.txt) from the server bundle's siteFiles(), and says which of them
 * the service worker precaches. prerender.mjs calls it before injecting the precache list.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Precache globs for these files: the twins and llms.txt open offline like the pages.
 * llms-full.txt (every twin again in one file) and robots.txt are for crawlers online, and so are
 * the Authority Hub guides' social cards and structured-data crops. The feeds (rss.xml, atom.xml:
 * every article in full, 250 kB compressed) are for feed readers, which fetch them from the network,
 * not through this site's worker: precaching them would cost every device a twelfth of its 3 MB.
 */
export const siteFilesPrecache = {
  globPatterns: ['**/*.md', 'llms.txt'],
  globIgnores: ['llms-full.txt', 'robots.txt', 'images/authority-hub/**'],
};

/** Writes every site file into `dist`; resolves to their paths. */
export async function writeSiteFiles({ dist, server }) {
  const files = await server.siteFiles();
  for (const { path, body } of files) {
    const file = join(dist, path.replace(/^\/+/, ''));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
  }
  return files.map((f) => f.path);
}
