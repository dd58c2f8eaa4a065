/** The script-free twin of a build: the same prerendered pages with every script and modulepreload removed (JSON-LD kept). */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The HTML without executable scripts and module preloads; structured data stays, it is not code. */
export function stripScripts(html) {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (tag, attrs) => (/\btype=["']application\/ld\+json["']/i.test(attrs) ? tag : ''))
    .replace(/<link\b[^>]*\brel=["']modulepreload["'][^>]*>/gi, '');
}

function stripTree(dir) {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) stripTree(full);
    else if (name.endsWith('.html')) writeFileSync(full, stripScripts(readFileSync(full, 'utf8')));
  }
}

/** Copies `root`/dist to a temporary root whose dist/ holds script-free pages; returns it and a cleanup. */
export function makeScriptFreeCopy(root) {
  const twin = mkdtempSync(join(tmpdir(), 'bench-script-free-'));
  cpSync(resolve(root, 'dist'), join(twin, 'dist'), { recursive: true });
  rmSync(join(twin, 'dist', 'sw.js'), { force: true });
  stripTree(join(twin, 'dist'));
  // The server renders unknown paths with the build's server bundle; the twin borrows it unchanged.
  symlinkSync(resolve(root, 'dist-server'), join(twin, 'dist-server'), 'dir');
  return { root: twin, remove: () => rmSync(twin, { recursive: true, force: true }) };
}
