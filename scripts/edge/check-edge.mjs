#!/usr/bin/env node
/** `npm run check:edge -- <base URL>`: checks a deploy (or `npm start`) for the headers, caching, redirects and statuses the build promises. */
import { runEdgeChecks } from './edge-checks.mjs';

const base = process.argv[2];
if (!base || !/^https?:\/\/[^/]+\/?$/.test(base)) {
  console.error('Usage: npm run check:edge -- <base URL>   (for example https://www.ascendauthority.com or http://127.0.0.1:4173)');
  process.exit(2);
}
console.log(`check:edge ${base}`);
const failed = await runEdgeChecks(base.replace(/\/$/, ''));
console.log(failed === 0 ? 'check:edge: every check passed' : `check:edge: ${failed} check(s) failed`);
process.exit(failed === 0 ? 0 : 1);
