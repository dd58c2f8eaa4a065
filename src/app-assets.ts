/** The built CSS and entry script, passed to the document head; identical on server and client so hydration matches. */

export interface AppAssets {
  stylesheets: string[];
  modulePreloads: string[];
  scripts: Array<{ src?: string; children?: string }>;
}

export const emptyAssets: AppAssets = { stylesheets: [], modulePreloads: [], scripts: [] };

/** Reads back what the server rendered, so the client's first render produces the same head. */
export function readAssetsFromDocument(doc: Document): AppAssets {
  const head = doc.head;
  return {
    stylesheets: Array.from(head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-app-asset]')).map(
      (l) => l.getAttribute('href') ?? '',
    ),
    modulePreloads: Array.from(head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"][data-app-asset]')).map(
      (l) => l.getAttribute('href') ?? '',
    ),
    scripts: Array.from(head.querySelectorAll<HTMLScriptElement>('script[type="module"][data-app-asset]')).map((s) =>
      s.getAttribute('src') ? { src: s.getAttribute('src') ?? '' } : { children: s.textContent ?? '' },
    ),
  };
}
