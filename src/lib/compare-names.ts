/**
 * Alphabetical order for English names, as localeCompare gives it: case ignored first, then lower case
 * before upper. Written out because the first localeCompare of a page loads the browser's collation
 * data (tens of milliseconds of a phone's main thread while the page hydrates).
 */
export function compareNames(a: string, b: string): number {
  const [lowerA, lowerB] = [a.toLowerCase(), b.toLowerCase()];
  if (lowerA !== lowerB) return lowerA < lowerB ? -1 : 1;
  return a === b ? 0 : a > b ? -1 : 1;
}
