/** Derives the _redirects rules from the route table, by asking the app itself what it answers. */

const PROBE = 'edge-probe-unknown';

/**
 * @param {{ render: Function, knownRoutes: Function, dynamicRoutePaths: Function }} server the server bundle
 * @param {object} assets the client assets prerendering used
 * @param {Set<string>} files every file in dist/, as '/path/name.ext'
 * @returns {Promise<Array<{ from: string, to: string, status: number, force: boolean, why: string }>>}
 */
export async function redirectRules(server, assets, files) {
  const rules = [];
  for (const file of [...files].filter((f) => f.endsWith('/404.html')).sort()) {
    rules.push({ from: file, to: file, status: 404, force: true, why: 'A not-found document is never a page of its own.' });
  }
  for (const route of server.knownRoutes().filter((r) => r.aliasOf)) {
    const answer = await server.render(route.path, assets);
    if (answer.status !== 301 || answer.location !== route.aliasOf) {
      throw new Error(`edge: ${route.path} is an alias of ${route.aliasOf}, but the app answers ${answer.status} ${answer.location ?? ''}`);
    }
    rules.push({ from: route.path, to: route.aliasOf, status: 301, force: true, why: 'A former address of a page.' });
  }
  // Every route with a parameter must answer an unknown value with a redirect or a 404, never a soft 404 (200).
  for (const pattern of server.dynamicRoutePaths()) {
    const answer = await server.render(pattern.replace(/\$[^/]+/g, PROBE), assets);
    const from = pattern.replace(/\$([^/]+)/g, ':$1');
    if (answer.status >= 300 && answer.status < 400 && answer.location) {
      rules.push({ from, to: answer.location, status: answer.status, force: false, why: `The app redirects an unknown value of ${pattern}.` });
    } else if (answer.status === 404) {
      const section = `${pattern.replace(/\/[^/]*\$[^/]*$/, '')}/404.html`;
      // Without a section document the host's /404.html answers, which is what the app renders too.
      if (files.has(section)) rules.push({ from, to: section, status: 404, force: false, why: `An unknown value of ${pattern}: its placeholder, as a 404.` });
    } else {
      throw new Error(`edge: ${pattern} answers ${answer.status} for an unknown value; it must be a 404 or a redirect`);
    }
  }
  for (const rule of rules) assertOnSite(rule.to);
  return rules;
}

/** A target must be a path on this site: '/x', never '//host', '/\host' or 'https://…'. */
export function assertOnSite(target) {
  if (!/^\/(?![/\\])/.test(target) || /[\s\\]/.test(target)) throw new Error(`edge: redirect target ${JSON.stringify(target)} is not a path on this site`);
}
