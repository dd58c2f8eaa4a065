/** Files of dist/ as a static host serves them: path to file, encodings made at build time, validators from the bytes. */
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { RULE_FILES } from './site-files.mjs';

/** The file answering a decoded URL path: the file itself, or the directory's index.html ('/about' and '/about/'). */
export function resolveFile(dist, path) {
  const segments = path.split('/').slice(1);
  // Hidden files and the rule files are configuration, never content.
  if (segments.some((s) => s.startsWith('.')) || (segments.length === 1 && RULE_FILES.has(segments[0]))) return undefined;
  const candidates = path.endsWith('/') ? [`${path}index.html`] : [path, `${path}/index.html`];
  const root = realpathSync(dist);
  for (const candidate of candidates) {
    try {
      const real = realpathSync(join(dist, candidate));
      if (real.startsWith(root + sep) && statSync(real).isFile()) return real;
    } catch {
      // not there: try the next candidate
    }
  }
  return undefined;
}

/** The encodings a request accepts, by Accept-Encoding and its q-values. */
export function acceptedEncodings(header = '') {
  const accepted = new Set();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return accepted;
}

// Whether a sibling encodes the current bytes, by the file's content hash and the sibling's identity:
// decided once by decoding it, and never reused for other content (a rebuild gives a new key).
const verified = new Map();
const DECODE = { br: brotliDecompressSync, gzip: gunzipSync };

function encodes(sibling, encoding, body, tag) {
  const stat = statOrUndefined(sibling);
  if (!stat) return false;
  const key = `${tag}|${sibling}|${stat.ino}:${stat.size}:${stat.mtimeMs}`;
  if (!verified.has(key)) {
    if (verified.size > 10_000) verified.clear();
    let same = false;
    try {
      same = DECODE[encoding](readFileSync(sibling)).equals(body);
    } catch {
      same = false;
    }
    verified.set(key, same);
  }
  return verified.get(key);
}

/**
 * The bytes to send for a file: its .br or .gz sibling when accepted and it encodes the file as it is now.
 * The validators come from the file's own bytes, read now: a rebuild is seen by the next request.
 */
export function representation(file, acceptEncoding) {
  const stat = statSync(file);
  const body = readFileSync(file);
  const tag = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const accepted = acceptedEncodings(acceptEncoding);
  const siblings = [
    { encoding: 'br', file: `${file}.br`, label: 'br' },
    { encoding: 'gzip', file: `${file}.gz`, label: 'gz' },
  ].filter((s) => encodes(s.file, s.encoding, body, tag));
  const identity = { body, encoding: undefined, etag: `"${tag}"`, tag, lastModified: stat.mtime, negotiated: siblings.length > 0 };
  const chosen = siblings.find((s) => accepted.has(s.encoding));
  return chosen ? { ...identity, body: readFileSync(chosen.file), encoding: chosen.encoding, etag: `"${tag}-${chosen.label}"` } : identity;
}

function statOrUndefined(file) {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}

/** Whether the client's copy is current (If-None-Match first, else If-Modified-Since). */
export function isNotModified(headers, { tag, lastModified }) {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch.split(',').some((candidate) => {
      const value = candidate.trim().replace(/^W\//, '');
      return value === '*' || value.replace(/^"|"$/g, '').replace(/-(br|gz)$/, '') === tag;
    });
  }
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}
