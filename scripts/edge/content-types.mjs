/** Content types and cache rules by file name: one table for the generated _headers and for the local server's defaults. */
import { extname } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.rss': 'application/rss+xml; charset=utf-8',
  '.atom': 'application/atom+xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
  '.gz': 'application/gzip',
};

/** Text formats worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.xml', '.rss', '.atom', '.txt', '.md', '.csv', '.svg', '.ico', '.wasm']);

/** The Content-Type for a file name; unknown extensions are served as bytes, never sniffed. */
export function contentTypeFor(name) {
  return TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream';
}

/** Whether the build writes .br and .gz siblings for the file. */
export function isCompressible(name) {
  return COMPRESSIBLE.has(extname(name).toLowerCase());
}

/** Vite's output: every name carries a hash of its content, so a changed file always gets a new URL. */
export function isContentHashed(urlPath) {
  return urlPath.startsWith('/assets/');
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Stored, but revalidated (ETag / Last-Modified, 304) before every use: pages, sw.js, images with fixed names. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** The Cache-Control of an existing file; only content-hashed files may be kept without asking. */
export function cacheControlFor(urlPath) {
  return isContentHashed(urlPath) ? IMMUTABLE : REVALIDATE;
}
