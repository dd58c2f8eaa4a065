/** A time as the site shows it to visitors (docs/product/texts.md: en-US hour:minute, "2:05 PM"), in the visitor's time zone unless `timeZone` is given (tests). */
export function formatHourMinute(time: number | string, timeZone?: string): string {
  return new Date(time).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
}
