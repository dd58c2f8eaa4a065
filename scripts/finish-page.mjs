/**
 * Finishing of a prerendered document: the CSS its content uses inlined (Beasties), the full
 * stylesheet moved to the end of <body> so it never blocks the first paint, and preloads for the
 * first screen's font and the route's chunks. No inline event handlers: the strict CSP hashes
 * inline <script>/<style> blocks, never on*= attributes.
 */
import Beasties from 'beasties';

const attribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export function createPageFinisher({ dist, fontPreloads = [] }) {
  const beasties = new Beasties({
    path: dist,
    publicPath: '/',
    // 'body': the <link rel="stylesheet"> moves to the end of <body>: no script, no onload= handler.
    preload: 'body',
    pruneSource: false,
    inlineFonts: false,
    preloadFonts: false,
    fonts: false,
    keyframes: 'critical',
    compress: true,
    reduceInlineStyles: false,
    logLevel: 'warn',
  });

  /** The finished document for `html`, with module preloads for `routePreloads`. */
  return async function finish(html, { routePreloads = [] } = {}) {
    const preloads = [
      ...fontPreloads.map((href) => `<link rel="preload" href="${attribute(href)}" as="font" type="font/woff2" crossorigin/>`),
      ...routePreloads.map((href) => `<link rel="modulepreload" href="${attribute(href)}"/>`),
    ].join('');
    const withPreloads = html.replace('</head>', `${preloads}</head>`);
    return beasties.process(withPreloads);
  };
}
