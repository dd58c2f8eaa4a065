/** The script-free twin of a build: the same prerendered pages with every script and modulepreload removed (JSON-LD kept). */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { precompress } from '../edge/precompress.mjs';

/** The HTML without executable scripts and module preloads; structured data stays, it is not code. */
export function stripScripts(html) {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (tag, attrs) => (/\btype=["']application\/ld\+json["']/i.test(attrs) ? tag : ''))
    .replace(/<link\b[^>]*\brel=["']modulepreload["'][^>]*>/gi, '');
}

function stripTree(dir, stripped = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) stripTree(full, stripped);
    else if (entry.name.endsWith('.html')) {
      writeFileSync(full, stripScripts(readFileSync(full, 'utf8')));
      // The edge's precompressed siblings still hold the scripts: the server would prefer them.
      rmSync(`${full}.br`, { force: true });
      rmSync(`${full}.gz`, { force: true });
      stripped.push(full);
    }
  }
  return stripped;
}

/** Copies `root`/dist to a temporary root whose dist/ holds script-free pages; returns it and a cleanup. */
export async function makeScriptFreeCopy(root) {
  const twin = mkdtempSync(join(tmpdir(), 'bench-script-free-'));
  const dist = join(twin, 'dist');
  cpSync(resolve(root, 'dist'), dist, { recursive: true });
  for (const file of ['sw.js', 'sw.js.br', 'sw.js.gz']) rmSync(join(dist, file), { force: true });
  const stripped = stripTree(dist);
  // Compressed like the site's pages, so both are served alike.
  await precompress(dist, stripped.map((file) => `/${relative(dist, file).replace(/\\/g, '/')}`));
  // The server renders unknown paths with the build's server bundle; the twin borrows it unchanged.
  symlinkSync(resolve(root, 'dist-server'), join(twin, 'dist-server'), 'dir');
  return { root: twin, remove: () => rmSync(twin, { recursive: true, force: true }) };
}
