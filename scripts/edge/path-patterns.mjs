/** Netlify's path patterns for _redirects: ':name' is one segment, a final '*' the rest (':splat'); a trailing slash never matters. */

const trimSlash = (path) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** @returns {(path: string) => Record<string, string> | undefined} the captured values when the path matches */
export function compilePattern(pattern) {
  const names = [];
  const source = trimSlash(pattern)
    .split('/')
    .map((segment, index, all) => {
      if (segment === '*' && index === all.length - 1) {
        names.push('splat');
        return '(.*)';
      }
      if (segment.startsWith(':')) {
        names.push(segment.slice(1));
        return '([^/]+)';
      }
      return escape(segment);
    })
    .join('/')
    // '/a/*' also matches '/a' itself, as on Netlify.
    .replace(/\/\(\.\*\)$/, '(?:/(.*))?');
  const regex = new RegExp(`^${source}$`, 'i');
  return (path) => {
    const match = regex.exec(trimSlash(path));
    if (!match) return undefined;
    return Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? '']));
  };
}

/** Fills ':name' and ':splat' of a target from the captured values. */
export function fillTarget(target, values) {
  return target.replace(/:([A-Za-z_][\w-]*)/g, (token, name) => (name in values ? values[name] : token));
}
