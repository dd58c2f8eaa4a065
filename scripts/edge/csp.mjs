/** The Content-Security-Policy of a page: 'self' plus hashes of exactly the inline code the page carries. */

/**
 * @param {{ scripts: Iterable<string>, styles: Iterable<string>, styleAttributes: Iterable<string> }} hashes CSP sources ('sha256-…')
 * @param {{ connectOrigins?: string[], reportUri?: string }} options
 */
export function contentSecurityPolicy(hashes, { connectOrigins = [], reportUri } = {}) {
  const sorted = (sources) => [...new Set(sources)].sort();
  const styleAttributes = sorted(hashes.styleAttributes);
  const directives = [
    ["default-src 'self'"],
    ["script-src 'self'", ...sorted(hashes.scripts)],
    // React renders style={{...}} props as style attributes in the prerendered HTML (the map's
    // positions, the metric bars). Hashing each exact value keeps those and blocks any other inline
    // style; 'unsafe-hashes' is what lets a hash match an attribute. It allows nothing for scripts.
    ["style-src 'self'", ...sorted(hashes.styles), ...(styleAttributes.length ? ["'unsafe-hashes'", ...styleAttributes] : [])],
    ["img-src 'self' data:"],
    ["connect-src 'self'", ...sorted(connectOrigins)],
    ["object-src 'none'"],
    ["base-uri 'self'"],
    ["form-action 'self'"],
    ["frame-ancestors 'none'"],
    ['upgrade-insecure-requests'],
  ];
  if (reportUri) directives.push([`report-uri ${reportUri}`], ['report-to csp']);
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** A policy's directives by name, for checks: { 'script-src': ["'self'", "'sha256-…'"], … }. */
export function parsePolicy(policy) {
  const directives = {};
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !(name.toLowerCase() in directives)) directives[name.toLowerCase()] = values;
  }
  return directives;
}
