/**
 * Finishing of a prerendered document: every rule of the built stylesheets it can use inlined
 * (scripts/page-css-rules.mjs; no stylesheet is linked), and preloads for the first screen's font and
 * the route's chunks. No inline event handlers: the strict CSP hashes inline <script>/<style> blocks,
 * never on*= attributes.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Beasties from 'beasties';
import { classNamesIn, classesNamedBy, clientClassNames } from './page-css-rules.mjs';

const attribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Beasties keeping a rule when every class its selector names is in `known` (page-css-rules.mjs), not by matching the page's elements. */
class PageCssBeasties extends Beasties {
  constructor(options, known) {
    super(options);
    this.known = known;
  }

  // Beasties keeps a selector when what this returns matches an element ('body' always does) and drops it on ''.
  normalizeCssSelector(sel) {
    return classesNamedBy(sel).every((name) => this.known.has(name)) ? 'body' : '';
  }
}

const BEASTIES_OPTIONS = Object.freeze({
  publicPath: '/',
  // The links stay as the server wrote them; finish() removes them once their rules are inline.
  preload: false,
  pruneSource: false,
  inlineFonts: false,
  preloadFonts: false,
  fonts: false,
  keyframes: 'critical',
  compress: true,
  reduceInlineStyles: false,
  logLevel: 'warn',
});

const LINKED_STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;

/**
 * `fontFaces`: the web font's @font-face rules (takeFontFaces). Beasties cannot tell which of them a page
 * uses (the family comes through a CSS variable), so it drops them all; every page gets them, ahead of
 * its other rules.
 */
export function createPageFinisher({ dist, fontPreloads = [], fontFaces = '', startupPrelude = '' }) {
  const clientClasses = clientClassNames(dist);

  /** The finished document for `html`, with module preloads for `islandPreloads`. */
  return async function finish(html, { islandPreloads = [] } = {}) {
    const preloads = [
      ...fontPreloads.map((href) => `<link rel="preload" href="${attribute(href)}" as="font" type="font/woff2" crossorigin/>`),
      ...islandPreloads.map((href) => `<link rel="modulepreload" href="${attribute(href)}"/>`),
    ].join('');
    const withPreloads = html.replace('</head>', `${preloads}</head>`);
    const known = new Set([...clientClasses, ...classNamesIn(html)]);
    const inlined = await new PageCssBeasties({ ...BEASTIES_OPTIONS, path: dist }, known).process(withPreloads);
    if (!inlined.includes('<style>') || !inlined.match(LINKED_STYLESHEET)) throw new Error('finish-page: a page without the built stylesheet to inline');
    const finished = inlined.replace(LINKED_STYLESHEET, '');
    return deferAppScripts(fontFaces ? finished.replace('<style>', `<style>${fontFaces}`) : finished, startupPrelude);
  };
}

const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

/**
 * Moves the web font's @font-face rules out of the built stylesheets and returns them, for each page's
 * inline CSS (createPageFinisher). Declared in both, each face was two FontFace objects, and Chrome could
 * fetch a face's file once for each.
 */
export function takeFontFaces(dist) {
  const assets = join(dist, 'assets');
  const faces = [];
  for (const name of readdirSync(assets).filter((file) => file.endsWith('.css'))) {
    const css = readFileSync(join(assets, name), 'utf8');
    const found = css.match(FONT_FACE) ?? [];
    if (found.length === 0) continue;
    faces.push(...found);
    writeFileSync(join(assets, name), css.replace(FONT_FACE, ''));
  }
  // Taken already (prerender run twice on one build): the pages would paint in an unadjusted system font.
  if (faces.length === 0) throw new Error(`no @font-face in ${assets}/*.css: build the client again before prerendering`);
  return faces.join('');
}

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;

// A page loaded where it is not shown (a background tab, a prerender) paints only once it is shown:
// its scripts start at load, as they always did. A shown page paints within a frame or two of
// load; past this wait after load they start whatever the browser reported.
const PAINT_WAIT_MS = 3000;

/**
 * The app's scripts start once the page has loaded and has painted its first content: the
 * prerendered page paints and shows its largest content with nothing but HTML, CSS, the font and
 * its image competing for the network and the processor; hydration follows. On a slow phone the
 * load event can come before the first paint (the parse, style and layout of a long page take
 * longer than its few files do); started at load, the chunks (150-210 kB) were then fetched and
 * compiled ahead of the page's first paint. Where the browser cannot report paints, or the page is
 * not shown, load alone starts them. One static inline script (hashed by the edge's CSP, no on*=
 * attribute) adds the module preloads and the entry then, one element per task (each starts a fetch,
 * 2-5 ms apiece on a phone's CPU: added together, they made a task of 40-50 ms at 4x); without
 * JavaScript the page is the same prerendered HTML.
 * `prelude` runs first, as the body is parsed: the app's recorder of taps and form submits made before
 * hydration (src/lib/early-tap.ts and early-submit.ts, given by the server bundle).
 */
export function deferAppScripts(html, prelude = '') {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((m) => m[1]);
  if (entries.length === 0) return html;
  const start =
    prelude +
    `;(function(){var d=document,loaded=false,painted=false,started=false;` +
    `function go(){if(started||!loaded||!painted)return;started=true;var q=[];` +
    `${JSON.stringify(preloads)}.forEach(function(u){q.push(function(){var l=d.createElement('link');l.rel='modulepreload';l.href=u;d.head.appendChild(l)})});` +
    `${JSON.stringify(entries)}.forEach(function(u){q.push(function(){var s=d.createElement('script');s.type='module';s.src=u;d.body.appendChild(s)})});` +
    `(function next(){q.shift()();if(q.length)setTimeout(next,0)})()}` +
    `try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)throw 0;` +
    `new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();painted=true;go()}}).observe({type:'paint',buffered:true})}` +
    `catch(e){painted=true}` +
    `addEventListener('load',function(){loaded=true;if(d.visibilityState==='hidden')painted=true;go();` +
    `setTimeout(function(){painted=true;go()},${PAINT_WAIT_MS})})})()`;
  const stripped = html.replace(MODULE_PRELOAD, '').replace(MODULE_SCRIPT, '');
  const at = stripped.lastIndexOf('</body>');
  return `${stripped.slice(0, at)}<script>${start}</script>${stripped.slice(at)}`;
}
