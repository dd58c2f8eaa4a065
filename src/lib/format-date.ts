/**
 * Long dates without Intl: the first toLocaleDateString of a page loads the browser's locale data (tens
 * of milliseconds of the main thread on a phone, while the page hydrates), and the site's dates are English.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'September 18, 2025' from an ISO date (YYYY-MM-DD, or the start of a date-time), independent of the visitor's time zone. */
export function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}
