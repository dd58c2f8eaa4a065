/** Reads dist/_headers and dist/_redirects with Netlify's own parsers, again whenever a build rewrites them. */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { compilePattern } from './path-patterns.mjs';

/** What the local server can do of Netlify's redirect features; anything else in _redirects is refused loudly. */
function compileRedirect(rule) {
  const unsupported = [
    rule.proxy && 'proxying',
    Object.keys(rule.query ?? {}).length && 'query matching',
    Object.keys(rule.conditions ?? {}).length && 'conditions',
    rule.signed && 'signed rules',
    !rule.from.startsWith('/') && 'domain rules',
  ].filter(Boolean);
  if (unsupported.length) throw new Error(`_redirects: ${rule.from} uses ${unsupported.join(', ')}, which this server does not emulate`);
  return { from: rule.from, to: rule.to, status: rule.status ?? 301, force: Boolean(rule.force), match: compilePattern(rule.from) };
}

const stamp = (file) => {
  try {
    const s = statSync(file);
    return `${s.ino}:${s.size}:${s.mtimeMs}`;
  } catch {
    return 'missing';
  }
};

/** @returns {{ current(): Promise<{ headers: Array<{ forRegExp: RegExp, values: Record<string, string> }>, redirects: ReturnType<typeof compileRedirect>[] }> }} */
export function siteRules(dist) {
  const headersFile = join(dist, '_headers');
  const redirectsFile = join(dist, '_redirects');
  let key;
  let loading;
  async function load() {
    const [headers, redirects] = await Promise.all([parseAllHeaders({ headersFiles: [headersFile] }), parseAllRedirects({ redirectsFiles: [redirectsFile], minimal: false })]);
    const errors = [...headers.errors, ...redirects.errors];
    if (errors.length) throw new Error(`the rule files of ${dist} do not parse: ${errors.map((e) => e.message).join('; ')}`);
    return { headers: headers.headers, redirects: redirects.redirects.map(compileRedirect) };
  }
  return {
    current() {
      const next = `${stamp(headersFile)}|${stamp(redirectsFile)}`;
      if (next !== key) {
        key = next;
        loading = load();
        // A half-written build must not poison later requests: the next one tries again.
        loading.catch(() => (key = undefined));
      }
      return loading;
    },
  };
}

/** The custom headers for a request path: every matching block in file order, a later value replacing an earlier one (as Netlify does). */
export function headersForPath(headerRules, path) {
  const headers = {};
  for (const { forRegExp, values } of headerRules) {
    if (!forRegExp.test(path)) continue;
    for (const [name, value] of Object.entries(values)) headers[name.toLowerCase()] = value;
  }
  return headers;
}
