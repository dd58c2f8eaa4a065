/** The build's last stage: _headers, _redirects, CSP hashes from the final HTML, the service worker's redirects, and precompressed files. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import { headerBlocks } from './header-blocks.mjs';
import { inlineSources, sha256Source } from './inline-sources.mjs';
import { precompress } from './precompress.mjs';
import { redirectRules } from './redirect-rules.mjs';
import { headersFileText, redirectsFileText } from './rules-files.mjs';
import { injectServiceWorkerRedirects } from './service-worker-redirects.mjs';
import { siteFiles } from './site-files.mjs';

/** The origins the page may call besides its own: the configured Supabase project. */
export function connectOrigins(supabaseUrl) {
  if (!supabaseUrl) return [];
  const url = new URL(supabaseUrl);
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  // upgrade-insecure-requests would turn http:// into https:// (browsers spare only loopback addresses).
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new Error(`edge: VITE_SUPABASE_URL must be https:// (or http:// on a loopback address), not ${supabaseUrl}`);
  }
  return [url.origin];
}

/** Hashes of one page's inline code; refuses what a hash cannot allow. */
function pageHashes(file, html) {
  const found = inlineSources(html);
  if (found.forbidden.length) {
    throw new Error(`edge: ${file} has inline code CSP cannot allow by hash: ${found.forbidden.join(', ')} (use a script file or an event listener)`);
  }
  return {
    scripts: found.scripts.map(sha256Source),
    styles: found.styles.map(sha256Source),
    styleAttributes: found.styleAttributes.map(sha256Source),
  };
}

/**
 * @param {{ root?: string, projectRoot?: string, env?: Record<string, string> }} options
 *   root holds dist/ and dist-server/; projectRoot holds the .env files the build read.
 */
export async function buildEdge({ root = process.cwd(), projectRoot = process.cwd(), env = loadEnv('production', projectRoot, ['VITE_', 'CSP_']) } = {}) {
  const dist = join(root, 'dist');
  const server = await import(pathToFileURL(join(root, 'dist-server/entry-server.js')).href);
  const assets = JSON.parse(readFileSync(join(root, 'dist-server/client-assets.json'), 'utf8'));
  const files = siteFiles(dist);

  const rules = await redirectRules(server, assets, new Set(files));
  const fixedRedirects = rules.filter((r) => r.status >= 300 && r.status < 400 && !/[:*]/.test(r.from));
  injectServiceWorkerRedirects(join(dist, 'sw.js'), fixedRedirects);

  const hashes = new Map(files.filter((f) => f.endsWith('.html')).map((f) => [f, pageHashes(f, readFileSync(dist + f, 'utf8'))]));
  const policyOptions = { connectOrigins: connectOrigins(env.VITE_SUPABASE_URL), reportUri: env.CSP_REPORT_URI || undefined };
  writeFileSync(join(dist, '_headers'), headersFileText(headerBlocks(files, hashes, policyOptions)));
  writeFileSync(join(dist, '_redirects'), redirectsFileText(rules));

  const compressed = await precompress(dist, files);
  return { files: files.length, pages: hashes.size, redirects: rules.length, compressed };
}
