/**
 * Dates and names for lists, without Intl: the first toLocaleDateString or localeCompare of a page
 * loads the browser's locale data (tens of milliseconds of the main thread on a phone, while the page
 * hydrates), and the site shows English dates and sorts English names only.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'September 18, 2025' from an ISO date (YYYY-MM-DD, or the start of a date-time), independent of the visitor's time zone. */
export function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** Alphabetical order for English names, as localeCompare gives it: case ignored first, then lower case before upper. */
export function compareNames(a: string, b: string): number {
  const [lowerA, lowerB] = [a.toLowerCase(), b.toLowerCase()];
  if (lowerA !== lowerB) return lowerA < lowerB ? -1 : 1;
  return a === b ? 0 : a > b ? -1 : 1;
}
