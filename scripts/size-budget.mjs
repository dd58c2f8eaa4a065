/**
 * Exact byte budget of a build: the JavaScript each prerendered page sends before it is interactive,
 * its CSS (inlined and linked, render-blocking or not), the fonts it preloads, and the service worker's precache.
 * Shared by `npm run bench` and the size-budget test, so both judge the same numbers.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The performance budgets; bytes are decimal (1 kB = 1000 B). */
export const BUDGETS = Object.freeze({
  jsGzipPerPage: 100_000,
  renderBlockingCssPerPage: 0,
  precacheBytes: 3_000_000,
});

const gzipSize = (bytes) => gzipSync(bytes).length;

/** Every prerendered HTML file under dist/ (the 404 page too), as site paths. */
export function prerenderedPages(dist) {
  const pages = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.html')) pages.push(full);
    }
  };
  walk(dist);
  return pages
    .map((file) => {
      const rel = relative(dist, file).replace(/\\/g, '/');
      const path = rel === 'index.html' ? '/' : rel === '404.html' ? '/404' : `/${rel.replace(/\/index\.html$/, '')}`;
      return { path, file };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** Which kind of page a path is: budgets are reported per kind. */
export function pageKind(path) {
  if (path === '/') return 'home';
  // The site's 404 page and each section's placeholder document.
  if (path === '/404' || path.endsWith('/404.html')) return 'not found';
  const [, section, slug] = path.split('/');
  const kinds = {
    services: slug ? 'service' : 'services',
    insights: slug ? 'article' : 'insights',
    'authority-hub': slug && slug !== 'guides' ? 'pillar' : 'markdown page',
    contact: 'contact',
    about: 'about',
    outbox: 'outbox',
    offline: 'offline',
    sitemap: 'sitemap',
    search: 'search',
    404: 'not found',
  };
  return kinds[section] ?? 'markdown page';
}

const attr = (tag, name) => new RegExp(`\\s${name}=["']([^"']*)["']`, 'i').exec(tag)?.[1];

/** The head of a document: what the browser meets before any of the page's content. */
function headOf(html) {
  const end = html.search(/<\/head>/i);
  return end === -1 ? html : html.slice(0, end);
}

/** Scripts the page runs or preloads: module entries, modulepreloads and inline scripts (not JSON-LD). */
export function pageScripts(html) {
  const files = new Set();
  const inline = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const tag = match[1];
    const type = attr(` ${tag}`, 'type');
    if (type && /json/i.test(type)) continue;
    const src = attr(` ${tag}`, 'src');
    if (src) files.add(src);
    else if (match[2].trim()) {
      inline.push(match[2]);
      // The page's start-up script names the chunks it loads (scripts/finish-page.mjs, deferAppScripts).
      for (const url of match[2].matchAll(/["'](\/assets\/[^"']+\.js)["']/g)) files.add(url[1]);
    }
  }
  for (const link of html.match(/<link\b[^>]*>/gi) ?? []) {
    if (/\srel=["']modulepreload["']/i.test(link)) files.add(attr(link, 'href'));
  }
  return { files: [...files], inline };
}

// Static imports of a built chunk (`import{a}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`);
// dynamic `import("./x.js")` is lazy and stays out of a page's first load.
const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g;

/** A set of chunk URLs plus everything they import statically, as dist-relative URLs. */
export function staticClosure(dist, urls) {
  const seen = new Set();
  const visit = (url) => {
    if (seen.has(url)) return;
    const file = join(dist, url.replace(/^\//, ''));
    if (!existsSync(file)) throw new Error(`${url} is referenced but missing from ${dist}`);
    seen.add(url);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) visit(new URL(match[1], `http://x${url}`).pathname);
  };
  urls.filter((u) => u.startsWith('/')).forEach(visit);
  return [...seen].sort();
}

/** The fonts a page preloads: fetched at once, beside the document, by every first visit. */
export function pageFontPreloads(html) {
  return (headOf(html).match(/<link\b[^>]*>/gi) ?? [])
    .filter((link) => /\srel=["']preload["']/i.test(link) && /\sas=["']font["']/i.test(link))
    .map((link) => attr(link, 'href'));
}

/** Stylesheets the page links: render-blocking when the link sits in <head> with a screen media. */
export function pageStyles(document) {
  // A <noscript> fallback applies only where JavaScript is off.
  const html = document.replace(/<noscript\b[^>]*>[\s\S]*?<\/noscript>/gi, '');
  const head = headOf(html);
  const linked = [];
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const link = match[0];
    if (!/\srel=["']stylesheet["']/i.test(link)) continue;
    const media = attr(link, 'media');
    // media="print" loads without blocking (the pattern of a sheet that script switches on after the first paint).
    const blocking = match.index < head.length && (!media || /^(all|screen)$/i.test(media.trim()));
    linked.push({ href: attr(link, 'href'), blocking });
  }
  const inline = [...head.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]).join('\n');
  return { linked, inline };
}

/** Byte figures of one prerendered page. */
export function measurePage(dist, { path, file }, gzipOf) {
  const html = readFileSync(file);
  const text = html.toString('utf8');
  const scripts = pageScripts(text);
  const jsFiles = staticClosure(dist, scripts.files);
  const jsGzip = jsFiles.reduce((sum, url) => sum + gzipOf(url), 0) + (scripts.inline.length ? gzipSize(Buffer.from(scripts.inline.join(';'))) : 0);
  const styles = pageStyles(text);
  const blockingCss = styles.linked.filter((s) => s.blocking);
  const fonts = pageFontPreloads(text);
  return {
    path,
    kind: pageKind(path),
    htmlBytes: html.length,
    htmlGzip: gzipSize(html),
    jsFiles,
    jsGzip,
    inlineCssGzip: styles.inline ? gzipSize(Buffer.from(styles.inline)) : 0,
    linkedCssGzip: styles.linked.reduce((sum, s) => sum + gzipOf(s.href), 0),
    renderBlockingCss: blockingCss.map((s) => s.href),
    renderBlockingCssGzip: blockingCss.reduce((sum, s) => sum + gzipOf(s.href), 0),
    fontPreloads: fonts,
    // woff2 is compressed already: its bytes are what travels.
    fontPreloadBytes: fonts.reduce((sum, href) => sum + statSync(join(dist, href.replace(/^\//, ''))).size, 0),
  };
}

/**
 * The URLs of the precache list injected into sw.js, with the bytes a browser stores for each: a text
 * file is stored as its .gz sibling (sw/compressed-precache.ts), so `bytes` counts those, and
 * `decodedBytes` what the worker serves after inflating them.
 */
export function measurePrecache(dist) {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const urls = [...new Set([...sw.matchAll(/["']?url["']?\s*:\s*["']([^"']+)["']/g)].map((m) => m[1]))];
  if (urls.length === 0) throw new Error('no precache list found in dist/sw.js');
  const byType = {};
  let bytes = 0;
  let decodedBytes = 0;
  for (const url of urls) {
    const stored = url.split('?')[0];
    const original = stored.replace(/\.gz$/, '');
    const size = statSync(join(dist, stored)).size;
    const decoded = statSync(join(dist, original)).size;
    bytes += size;
    decodedBytes += decoded;
    const type = original.split('.').pop() ?? 'other';
    byType[type] ??= { entries: 0, bytes: 0, decodedBytes: 0, compressed: 0 };
    byType[type].entries += 1;
    byType[type].bytes += size;
    byType[type].decodedBytes += decoded;
    if (stored !== original) byType[type].compressed += 1;
  }
  return { entries: urls.length, bytes, decodedBytes, byType };
}

/** Everything the budget judges, for the build under `root` (which holds dist/). */
export function measureBuild(root) {
  const dist = resolve(root, 'dist');
  const cache = new Map();
  const gzipOf = (url) => {
    if (!cache.has(url)) cache.set(url, gzipSize(readFileSync(join(dist, url.replace(/^\//, '')))));
    return cache.get(url);
  };
  const pages = prerenderedPages(dist).map((page) => measurePage(dist, page, gzipOf));
  const kinds = {};
  for (const page of pages) {
    const kind = (kinds[page.kind] ??= { pages: 0, jsGzipMax: 0, inlineCssGzipMax: 0, linkedCssGzipMax: 0, renderBlockingCssGzipMax: 0, htmlGzipMax: 0, fontPreloadMax: 0 });
    kind.pages += 1;
    kind.jsGzipMax = Math.max(kind.jsGzipMax, page.jsGzip);
    kind.inlineCssGzipMax = Math.max(kind.inlineCssGzipMax, page.inlineCssGzip);
    kind.linkedCssGzipMax = Math.max(kind.linkedCssGzipMax, page.linkedCssGzip);
    kind.renderBlockingCssGzipMax = Math.max(kind.renderBlockingCssGzipMax, page.renderBlockingCssGzip);
    kind.htmlGzipMax = Math.max(kind.htmlGzipMax, page.htmlGzip);
    kind.fontPreloadMax = Math.max(kind.fontPreloadMax, page.fontPreloadBytes);
  }
  return { pages, kinds, precache: measurePrecache(dist) };
}

/** Budget breaches as sentences; empty when the build is within budget. */
export function budgetViolations(measure, budgets = BUDGETS) {
  const problems = [];
  for (const page of measure.pages) {
    if (page.jsGzip > budgets.jsGzipPerPage) {
      problems.push(`${page.path}: ${page.jsGzip} B of JavaScript (gzip) before interactive, budget ${budgets.jsGzipPerPage} B`);
    }
    if (page.renderBlockingCssGzip > budgets.renderBlockingCssPerPage) {
      problems.push(`${page.path}: render-blocking stylesheet ${page.renderBlockingCss.join(', ')}`);
    }
  }
  if (measure.precache.bytes > budgets.precacheBytes) {
    problems.push(`precache: ${measure.precache.bytes} B in ${measure.precache.entries} entries, budget ${budgets.precacheBytes} B`);
  }
  return problems;
}
