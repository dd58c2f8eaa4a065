/** The page's localStorage, or undefined where even reading the property throws (storage disabled, sandboxed frames). */
export function pageLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
