/** Content dates in the firm's time zone (New York), written with their UTC offset as schema.org, sitemaps and feeds expect. */

/** Where the firm publishes from; a date-only content date means the start of that day here. */
export const SITE_TIME_ZONE = 'America/New_York';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const HOUR = 3600_000;

/** Minutes east of UTC that New York observes at `instant`, from the browser's time-zone data. */
function zoneDataOffsetMinutes(instant: number): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, timeZoneName: 'longOffset' })
      .formatToParts(new Date(instant))
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The day of the month of `month`'s `nth` Sunday (month 0-11). */
function nthSunday(year: number, month: number, nth: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + (nth - 1) * 7;
}

/**
 * Minutes east of UTC in New York at `instant`. Since 2007 the US rule is fixed (daylight time from
 * 2:00 on March's second Sunday to 2:00 on November's first Sunday), so it is computed: the first
 * Intl.DateTimeFormat with a time zone loads the zone data and costs tens of milliseconds of the
 * main thread while a page hydrates, for the dates in its head. Earlier dates ask the zone data.
 */
function newYorkOffsetMinutes(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  if (year < 2007) return zoneDataOffsetMinutes(instant);
  const daylightStarts = Date.UTC(year, 2, nthSunday(year, 2, 2)) + 7 * HOUR; // 2:00 EST
  const daylightEnds = Date.UTC(year, 10, nthSunday(year, 10, 1)) + 6 * HOUR; // 2:00 EDT
  return instant >= daylightStarts && instant < daylightEnds ? -4 * 60 : -5 * 60;
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** Whether `value` is a content date the site accepts: YYYY-MM-DD, or a full ISO date-time with its zone. */
export function isContentDate(value: string): boolean {
  const day = DATE_ONLY.exec(value);
  if (day) {
    const parsed = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
    return parsed.toISOString().slice(0, 10) === value;
  }
  return DATE_TIME_WITH_ZONE.test(value) && !Number.isNaN(Date.parse(value));
}

/**
 * A content date as ISO 8601 with its offset: '2025-09-18' becomes '2025-09-18T00:00:00-04:00'
 * (the start of that day in New York, daylight saving included); a value that already carries a zone is kept.
 */
export function zonedDateTime(value: string): string {
  const day = DATE_ONLY.exec(value);
  if (!day) return value;
  const midnightUtc = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  // The offset at local midnight: take the day's offset first, then correct for a switch during the night.
  let offset = newYorkOffsetMinutes(midnightUtc + 12 * HOUR);
  offset = newYorkOffsetMinutes(midnightUtc - offset * 60_000);
  return `${value}T00:00:00${formatOffset(offset)}`;
}

/** The later of two content dates (compared as instants). */
export function laterDate(a: string, b: string): string {
  return Date.parse(zonedDateTime(b)) > Date.parse(zonedDateTime(a)) ? b : a;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** RFC 822 date as RSS 2.0 wants it, in the date's own offset: 'Thu, 18 Sep 2025 00:00:00 -0400'. */
export function rfc822Date(value: string): string {
  const iso = zonedDateTime(value);
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(Z|([+-])(\d{2}):(\d{2}))$/.exec(iso);
  if (!match) throw new Error(`not a content date: ${value}`);
  const [, y, mo, d, h, mi, s = '00', zone, sign, oh, om] = match;
  const weekday = WEEKDAYS[new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d))).getUTCDay()];
  const offset = zone === 'Z' ? '+0000' : `${sign}${oh}${om}`;
  return `${weekday}, ${d} ${MONTHS[Number(mo) - 1]} ${y} ${h}:${mi}:${s} ${offset}`;
}
