/** Where the offline page may send the visitor back to: the page they asked for, on this site only. */

/**
 * The same-origin path (with query and hash) named by the offline page's `from` parameter, or null when it
 * is missing, points at another site (`//host`, `https:...`, `/\host`), or is the offline page itself.
 */
export function safeReturnPath(from: string | null | undefined, origin: string): string | null {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(from, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname === '/offline' || url.pathname.startsWith('/offline/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
