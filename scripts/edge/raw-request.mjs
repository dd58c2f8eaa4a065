/** One HTTP request with the path sent exactly as given (fetch would normalise '//host' or '/\host' away). */
import http from 'node:http';
import https from 'node:https';

/**
 * @returns {Promise<{ status: number, headers: Record<string, string | string[]>, body: Buffer }>}
 */
export function rawRequest(base, path, { method = 'GET', headers = {}, timeoutMs = 15_000 } = {}) {
  const url = new URL(base);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      { host: url.hostname, port: url.port || undefined, path, method, headers: { 'user-agent': 'check-edge', ...headers }, timeout: timeoutMs },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end();
  });
}

/** Whether a Location header keeps the visitor on the site it came from. */
export function staysOnSite(location, base) {
  if (location === undefined) return true;
  if (/^\/(?![/\\])/.test(location)) return true;
  try {
    return new URL(location, base).origin === new URL(base).origin && !/^[/\\]{2}/.test(location);
  } catch {
    return false;
  }
}
