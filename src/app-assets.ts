/**
 * The built CSS and entry script. The server writes their tags into every document it renders,
 * outside React's tree: the client never renders them, so per-page changes the build makes to
 * them (inlined critical CSS, a deferred stylesheet, island preloads) cannot upset hydration.
 */

export interface AppAssets {
  stylesheets: string[];
  modulePreloads: string[];
  scripts: Array<{ src?: string; children?: string }>;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function insertBefore(html: string, closingTag: string, tags: string): string {
  const at = html.lastIndexOf(closingTag);
  return at === -1 ? html + tags : html.slice(0, at) + tags + html.slice(at);
}

/**
 * The document with its asset tags: stylesheets and module preloads at the end of <head>, module
 * scripts at the end of <body>. React's hydration of <head> and <body> skips elements it did not
 * render, and these come after everything it did.
 */
export function withAppAssets(html: string, assets: AppAssets): string {
  const head = [
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" href="${attribute(href)}"/>`),
    ...assets.modulePreloads.map((href) => `<link rel="modulepreload" href="${attribute(href)}"/>`),
  ].join('');
  const body = assets.scripts
    .map((s) => (s.src ? `<script type="module" src="${attribute(s.src)}"></script>` : `<script type="module">${s.children ?? ''}</script>`))
    .join('');
  return insertBefore(insertBefore(html, '</head>', head), '</body>', body);
}
