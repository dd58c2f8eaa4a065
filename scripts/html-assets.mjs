/** Lifts the hashed script and style tags Vite wrote into dist/index.html, for the prerendered documents. */

/** @returns {{ stylesheets: string[], modulePreloads: string[], scripts: Array<{src: string}> }} */
export function extractAssets(indexHtml) {
  const attr = (tag, name) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
  const links = indexHtml.match(/<link\b[^>]*>/g) ?? [];
  const scripts = indexHtml.match(/<script\b[^>]*type="module"[^>]*>/g) ?? [];
  return {
    stylesheets: links.filter((l) => /rel="stylesheet"/.test(l)).map((l) => attr(l, 'href')),
    modulePreloads: links.filter((l) => /rel="modulepreload"/.test(l)).map((l) => attr(l, 'href')),
    scripts: scripts.map((s) => ({ src: attr(s, 'src') })).filter((s) => s.src),
  };
}
