#!/usr/bin/env node
/** Serves the production build on 127.0.0.1: static files, prerendered pages, and on-demand rendering with real status codes for the rest. */
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.xml', '.txt', '.md', '.svg']);

function cacheControl(path) {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** Starts the server; resolves once it listens. */
export async function startServer({ root = process.cwd(), port = 4173, host = '127.0.0.1' } = {}) {
  const dist = resolve(root, 'dist');
  const server = await import(pathToFileURL(join(root, 'dist-server/entry-server.js')).href);
  const assets = JSON.parse(readFileSync(join(root, 'dist-server/client-assets.json'), 'utf8'));
  const gzipCache = new Map();

  function send(req, res, status, body, type, path) {
    const headers = {
      'Content-Type': type,
      'Cache-Control': cacheControl(path),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    };
    if (path === '/sw.js') headers['Service-Worker-Allowed'] = '/';
    let payload = body;
    if (COMPRESSIBLE.has(extname(path) || '.html') && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      const key = `${path}:${status}:${body.length}`;
      payload = gzipCache.get(key) ?? gzipSync(body);
      if (status === 200) gzipCache.set(key, payload);
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    headers['Content-Length'] = payload.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  function fileFor(pathname) {
    const safe = normalize(pathname).replace(/^(\.\.[/\\])+/, '');
    const candidates = [join(dist, safe), join(dist, safe, 'index.html')];
    return candidates.find((f) => f.startsWith(dist) && existsSync(f) && statSync(f).isFile());
  }

  const http = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      let pathname = decodeURIComponent(url.pathname);
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      if (pathname.length > 1 && pathname.endsWith('/')) {
        res.writeHead(301, { Location: pathname.replace(/\/+$/, '') + url.search }).end();
        return;
      }
      if (pathname === '/index.html') pathname = '/';
      const file = fileFor(pathname);
      if (file) {
        send(req, res, 200, readFileSync(file), TYPES[extname(file)] ?? 'application/octet-stream', pathname);
        return;
      }
      if (extname(pathname)) {
        send(req, res, 404, Buffer.from('Not found'), TYPES['.txt'], pathname);
        return;
      }
      // Not prerendered: a placeholder slug, a redirect or a 404, rendered now with its real status.
      const result = await server.render(pathname + url.search, assets);
      if (result.status >= 300 && result.status < 400 && result.location) {
        res.writeHead(result.status, { Location: result.location }).end();
        return;
      }
      send(req, res, result.status, Buffer.from(result.html), TYPES['.html'], pathname);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': TYPES['.txt'] });
      res.end('Internal error');
    }
  });
  await new Promise((done) => http.listen(port, host, done));
  const address = http.address();
  return {
    url: `http://${host}:${typeof address === 'object' && address ? address.port : port}`,
    close: () => new Promise((done) => http.close(() => done())),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { url } = await startServer({ root: process.env.SITE_BUILD_ROOT ?? process.cwd(), port: Number(process.env.PORT ?? 4173) });
  console.log(`Serving the production build at ${url}`);
}
