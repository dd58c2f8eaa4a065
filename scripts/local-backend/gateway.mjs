/** The local backend's one public port: checks API keys, answers /rest/v1 and proxies /functions/v1 to Deno. */
import { createServer, request as httpRequest } from 'node:http';
import { verifyJwt } from './jwt.mjs';
import { handleRestRequest } from './rest-handler.mjs';

// Retry-After is exposed because the gateway's own 503 (functions server restarting) carries one the page must read.
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Content-Range, Retry-After',
};
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']);

function sendJson(res, status, body, headers = {}) {
  if (res.headersSent) return res.end();
  res.writeHead(status, { ...CORS, ...(body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' }), ...headers });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

function bearer(req) {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return match?.[1];
}

// What hosted Supabase's API gateway checks: an apikey for REST, a valid JWT for functions.
function restCaller(req, secret) {
  const apikey = req.headers.apikey;
  const token = bearer(req) ?? apikey;
  if (token === undefined) return { error: { message: 'No API key found in request' } };
  if (apikey !== undefined && verifyJwt(apikey, secret) === null) return { error: { message: 'Invalid API key' } };
  const claims = verifyJwt(token, secret);
  if (claims === null) return { error: { code: 'PGRST301', details: null, hint: null, message: 'JWT invalid' } };
  return { claims };
}

function functionCaller(req, secret) {
  const token = bearer(req) ?? req.headers.apikey;
  if (token === undefined) return { error: { code: 401, message: 'Missing authorization header' } };
  return verifyJwt(token, secret) === null ? { error: { code: 401, message: 'Invalid JWT' } } : {};
}

function preflight(req, res) {
  res.writeHead(200, {
    ...CORS,
    // What the site sends: GET and POST (rest-query.mjs refuses the rest with 501).
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers':
      req.headers['access-control-request-headers'] ?? 'authorization, x-client-info, apikey, content-type, accept-profile, content-profile',
    'Access-Control-Max-Age': '86400',
  });
  res.end();
}

/**
 * The headers hosted Supabase's edge (Cloudflare) gives a function: CF-Connecting-IP is the peer
 * that connected, overwriting whatever the client sent; X-Forwarded-For gets the peer appended,
 * so its first entry stays client-written. Tests act as several clients by connecting from
 * different loopback addresses (127.0.0.2, 127.0.0.3, ...), not by writing headers.
 */
function forwardedHeaders(req) {
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (!HOP_BY_HOP.has(name)) headers[name] = value;
  }
  const peer = (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
  headers['cf-connecting-ip'] = peer;
  headers['x-forwarded-for'] = req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${peer}` : peer;
  return headers;
}

function proxyToFunctions(req, res, functionsPort) {
  const headers = forwardedHeaders(req);
  const upstream = httpRequest(
    { host: '127.0.0.1', port: functionsPort, method: req.method, path: req.url, headers },
    (answer) => {
      const answerHeaders = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
      res.writeHead(answer.statusCode ?? 502, answerHeaders);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    // The functions server is down or restarting (its supervisor brings it back): ask for a retry.
    if (!res.headersSent) sendJson(res, 503, { message: `Functions server unavailable: ${error.message}` }, { 'Retry-After': '1' });
  });
  res.on('finish', () => {
    // A function may answer before reading the whole body (one too large): read and discard
    // the rest, so the client can finish sending and receive the answer instead of a reset.
    if (!req.complete) {
      req.unpipe(upstream);
      req.resume();
    }
  });
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}

async function answerHealth(res, health) {
  const parts = await health();
  const healthy = Object.values(parts).every((part) => part.status === 'ok');
  sendJson(res, healthy ? 200 : 503, { status: healthy ? 'ok' : 'degraded', parts: { gateway: { status: 'ok', pid: process.pid }, ...parts } });
}

/**
 * Starts the gateway on 127.0.0.1:`port` (0 picks a free port). `sql` is a pool connected as
 * `authenticator`; `secret` verifies the keys; `functionsPort()` is the functions server's current
 * port; `health()` reports each part for /health; `logRequests` prints one line per request;
 * `functionsWithoutJwt` names the functions served without a key (config.toml's verify_jwt = false).
 * Resolves with { port, functionStatusCounts(), stop() }.
 */
export async function startGateway({ port, sql, secret, functionsPort, health, logRequests = false, functionsWithoutJwt = new Set() }) {
  const functionStatuses = new Map();
  const server = createServer((req, res) => {
    if (logRequests) {
      const started = Date.now();
      res.on('finish', () => console.log(`${req.method} ${req.url} ${res.statusCode} ${Date.now() - started} ms`));
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const route = url.pathname.split('/').filter(Boolean);
    if (req.method === 'OPTIONS' && route[0] !== 'functions') return preflight(req, res);

    if (route[0] === 'functions' && route[1] === 'v1' && route.length === 3) {
      res.on('finish', () => functionStatuses.set(res.statusCode, (functionStatuses.get(res.statusCode) ?? 0) + 1));
      if (req.method !== 'OPTIONS' && !functionsWithoutJwt.has(route[2])) {
        const { error } = functionCaller(req, secret);
        if (error) return sendJson(res, 401, error);
      }
      return proxyToFunctions(req, res, functionsPort());
    }

    if (route[0] === 'rest' && route[1] === 'v1' && route.length === 3) {
      const { claims, error } = restCaller(req, secret);
      if (error) return sendJson(res, 401, error);
      return handleRestRequest({
        sql,
        req,
        url,
        table: route[2],
        role: claims.role,
        claims,
        send: (status, body, headers) => sendJson(res, status, body, headers),
      }).catch((error) => sendJson(res, 500, { message: String(error) }));
    }

    if (url.pathname === '/health') return void answerHealth(res, health).catch((error) => sendJson(res, 500, { message: String(error) }));
    // Local only (hosted Supabase has no such route): what the functions answered, for the soak's 429 count.
    if (url.pathname === '/_local/stats') return sendJson(res, 200, { functionResponses: Object.fromEntries(functionStatuses) });
    if (url.pathname === '/') return sendJson(res, 200, { status: 'ok' });
    return sendJson(res, 404, { message: 'no Route matched with those values' });
  });
  server.keepAliveTimeout = 5_000;

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });

  return {
    port: server.address().port,
    functionStatusCounts: () => Object.fromEntries(functionStatuses),
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
