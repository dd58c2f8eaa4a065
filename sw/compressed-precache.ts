/**
 * Text files are precached as their gzip siblings (the `.gz` the build writes beside each page,
 * script, stylesheet and Markdown twin), so the device stores about a quarter of the bytes; the
 * worker inflates them (DecompressionStream) each time it serves one, with the original's type.
 */

/** The suffix of a compressed precache entry. */
export const GZIP_SUFFIX = '.gz';

// The types the host gives the originals (scripts/edge/content-types.mjs; a test keeps both in step).
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
};

/** Whether a precache key names a compressed entry. */
export function isCompressedKey(url: URL): boolean {
  return url.pathname.endsWith(GZIP_SUFFIX);
}

/** The Content-Type of the file a compressed key stands for ('/about/index.html.gz' → text/html). */
export function originalContentType(url: URL): string {
  const name = url.pathname.slice(0, -GZIP_SUFFIX.length);
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/** The precache keys that may hold `url`'s body: its compressed sibling, else the plain file. */
export function compressedVariants(url: URL, pageKey: URL): URL[] {
  const gz = (u: URL) => new URL(`${u.pathname}${GZIP_SUFFIX}`, u);
  return [gz(url), gz(pageKey), pageKey];
}

/**
 * The stored response as the original file: the body inflated, the original's Content-Type. Every
 * other header the host sent with the sibling stays (a page's Content-Security-Policy among them).
 */
export function inflated(stored: Response, key: URL): Response {
  if (!isCompressedKey(key) || stored.body === null) return stored;
  const headers = new Headers(stored.headers);
  headers.set('Content-Type', originalContentType(key));
  for (const name of ['Content-Length', 'Content-Encoding', 'ETag']) headers.delete(name);
  return new Response(stored.body.pipeThrough(new DecompressionStream('gzip')), {
    status: stored.status,
    statusText: stored.statusText,
    headers,
  });
}

/** The Workbox plugin that serves compressed precache entries inflated. */
export const inflateCompressedEntries = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }: { request: Request; cachedResponse?: Response }) =>
    cachedResponse === undefined ? undefined : inflated(cachedResponse, new URL(request.url)),
};
