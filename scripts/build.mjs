#!/usr/bin/env node
/** Production build: images, client bundle, server bundle, then prerendered HTML and the service worker's precache list. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { prerender } from './prerender.mjs';
import { generateImages } from './generate-images.mjs';
import { buildEdge } from './edge/build-edge.mjs';

// A production build, whatever ran before in this process: the image generator loads the service
// catalogue through Vite, which sets NODE_ENV=development when it is unset.
process.env.NODE_ENV = 'production';
// vite.config.ts refuses a build that this pipeline did not start (scripts/vite-build-guard.ts).
process.env.SITE_BUILD_PIPELINE = '1';

const root = process.cwd();
// Where dist/ and dist-server/ go; parallel builds (several engineers on one machine) use separate roots.
const out = process.env.SITE_BUILD_ROOT ?? root;

await generateImages({ root, log: (line) => /warn|skip|fail/i.test(line) && console.warn(line) });

// The manifest tells the prerender which chunks each page's routes need, to preload them.
await build({ root, mode: 'production', logLevel: 'warn', build: { outDir: join(out, 'dist'), emptyOutDir: true, manifest: true } });
await build({
  root,
  mode: 'production',
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: join(out, 'dist-server'), emptyOutDir: true, copyPublicDir: false },
});
const pages = await prerender({ root: out });
// Last: the edge reads the final files (_headers, _redirects, CSP hashes, .br/.gz); see scripts/edge.
await buildEdge({ root: out, projectRoot: root });
writeFileSync(join(out, 'dist-server/build-stamp.json'), JSON.stringify({ builtAt: new Date().toISOString(), pages }, null, 2));
console.log(`Built ${pages.length} prerendered pages into dist/`);
