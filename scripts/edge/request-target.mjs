/** Reads a request's target strictly: origin-form only, valid percent-encoding of valid UTF-8, no control characters, no dot segments. */

const MAX_PATH = 2048;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * @param {string} target the raw request target (Node's req.url)
 * @returns {{ ok: true, path: string, query: string } | { ok: false, status: 400 | 414, reason: string }}
 *   path is percent-decoded; query is the raw query string without '?' (possibly empty)
 */
export function parseRequestTarget(target) {
  if (!target.startsWith('/')) return bad('the request target must be a path');
  const cut = target.indexOf('?');
  const rawPath = cut === -1 ? target : target.slice(0, cut);
  const query = cut === -1 ? '' : target.slice(cut + 1);
  if (rawPath.length > MAX_PATH) return { ok: false, status: 414, reason: 'the path is too long' };
  // Browsers percent-encode everything else; raw spaces, controls, '#' or non-ASCII bytes mean a hand-made request.
  if (/[^\x21-\x7e]|#/.test(target)) return bad('the URL contains characters that must be percent-encoded');
  const bytes = [];
  for (let i = 0; i < rawPath.length; i += 1) {
    if (rawPath[i] !== '%') {
      bytes.push(rawPath.charCodeAt(i));
      continue;
    }
    const hex = rawPath.slice(i + 1, i + 3);
    if (!/^[0-9a-fA-F]{2}$/.test(hex)) return bad('malformed percent-encoding in the path');
    bytes.push(parseInt(hex, 16));
    i += 2;
  }
  let path;
  try {
    path = utf8.decode(Uint8Array.from(bytes));
  } catch {
    return bad('the path does not decode to valid UTF-8');
  }
  if ([...path].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return bad('the path contains control characters');
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return bad('the path contains dot segments');
  return { ok: true, path, query };
}

const bad = (reason) => ({ ok: false, status: 400, reason });
