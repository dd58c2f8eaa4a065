#!/usr/bin/env node
/**
 * Serves a build on 127.0.0.1 the way the static host does, from dist/ alone: files, dist/_redirects,
 * dist/_headers and the 404 documents. Nothing is rendered on demand, so a test of this server is a
 * test of what the CDN will answer.
 */
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentTypeFor, REVALIDATE } from './edge/content-types.mjs';
import { fillTarget } from './edge/path-patterns.mjs';
import { parseRequestTarget } from './edge/request-target.mjs';
import { headersForPath, siteRules } from './edge/site-rules.mjs';
import { isNotModified, representation, resolveFile } from './edge/static-files.mjs';

const ALLOW = 'GET, HEAD';

/** Starts the server; resolves once it listens. */
export async function startServer({ root = process.cwd(), port = 4173, host = '127.0.0.1' } = {}) {
  const dist = resolve(root, 'dist');
  const rules = siteRules(dist);
  await rules.current();

  /** A short text answer for requests no file can answer (bad URL, wrong method). */
  function plain(req, res, status, text, extra = {}) {
    const body = Buffer.from(`${text}\n`);
    res.writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': body.length,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...extra,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** Sends a file with the host's defaults, then the _headers values for the requested path. */
  function sendFile(req, res, status, file, custom) {
    const chosen = representation(file, req.headers['accept-encoding']);
    const headers = { 'content-type': contentTypeFor(file), 'cache-control': REVALIDATE, ...custom };
    if (chosen.negotiated) headers.vary = 'Accept-Encoding';
    if (status === 200) {
      headers.etag = chosen.etag;
      headers['last-modified'] = chosen.lastModified.toUTCString();
      if (isNotModified(req.headers, chosen)) {
        delete headers['content-type'];
        res.writeHead(304, headers).end();
        return;
      }
    }
    if (chosen.encoding) headers['content-encoding'] = chosen.encoding;
    headers['content-length'] = chosen.body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : chosen.body);
  }

  function notFound(req, res, custom) {
    const page = resolveFile(dist, '/404.html');
    if (page) sendFile(req, res, 404, page, custom);
    else plain(req, res, 404, 'Not Found');
  }

  async function handle(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      plain(req, res, 405, 'Method Not Allowed', { Allow: ALLOW });
      return;
    }
    const target = parseRequestTarget(req.url ?? '');
    if (!target.ok) {
      plain(req, res, target.status, `Bad Request: ${target.reason}.`);
      return;
    }
    const { headers: headerRules, redirects } = await rules.current();
    const custom = headersForPath(headerRules, target.path);
    const file = resolveFile(dist, target.path);
    for (const rule of redirects) {
      const values = rule.match(target.path);
      // A rule without "!" gives way to a file at the path (Netlify's shadowing).
      if (!values || (file && !rule.force)) continue;
      const to = fillTarget(rule.to, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.split('/').map(encodeURIComponent).join('/')])));
      if (rule.status >= 300 && rule.status < 400) {
        // Only ever a path on this site: never '//host' or '/\host', whatever the rule or the URL held.
        if (!/^\/(?![/\\])[\x21-\x7e]*$/.test(to)) break;
        const location = target.query ? `${to}${to.includes('?') ? '&' : '?'}${target.query}` : to;
        res.writeHead(rule.status, { ...custom, 'cache-control': custom['cache-control'] ?? REVALIDATE, location, 'content-length': 0 }).end();
        return;
      }
      const rewritten = resolveFile(dist, to.split('?')[0]);
      if (rewritten) {
        sendFile(req, res, rule.status, rewritten, custom);
        return;
      }
      break;
    }
    if (file) sendFile(req, res, 200, file, custom);
    else notFound(req, res, custom);
  }

  const http = createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error(error);
      if (!res.headersSent) plain(req, res, 500, 'Internal Server Error');
      else res.destroy();
    });
  });
  // CONNECT never reaches the request handler; answer it instead of dropping the connection.
  http.on('connect', (_req, socket) => {
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
  });
  await new Promise((done) => http.listen(port, host, done));
  const address = http.address();
  return {
    url: `http://${host}:${typeof address === 'object' && address ? address.port : port}`,
    close: () =>
      new Promise((done) => {
        http.close(() => done());
        http.closeAllConnections();
      }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { url } = await startServer({ root: process.env.SITE_BUILD_ROOT ?? process.cwd(), port: Number(process.env.PORT ?? 4173) });
  console.log(`Serving the production build at ${url}`);
}
