#!/usr/bin/env node
/** Production build: images, client bundle, server bundle, then prerendered HTML and the service worker's precache list. */
import { existsSync, writeFileSync } from 'node:fs';
import { build } from 'vite';
import { prerender } from './prerender.mjs';

const root = process.cwd();

if (existsSync('scripts/generate-images.mjs')) {
  const { generateImages } = await import('./generate-images.mjs');
  await generateImages({ root, log: () => undefined });
}

await build({ root, logLevel: 'warn', build: { outDir: 'dist', emptyOutDir: true } });
await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false },
});
const pages = await prerender({ root });
writeFileSync('dist-server/build-stamp.json', JSON.stringify({ builtAt: new Date().toISOString(), pages }, null, 2));
console.log(`Built ${pages.length} prerendered pages into dist/`);
