import { describe, expect, it } from 'vitest';
import { isContentDate, laterDate, rfc822Date, zonedDateTime } from './zoned-date';

describe('content dates in New York time', () => {
  it('a summer date starts at midnight EDT, a winter date at midnight EST', () => {
    expect(zonedDateTime('2025-09-18')).toBe('2025-09-18T00:00:00-04:00');
    expect(zonedDateTime('2025-01-15')).toBe('2025-01-15T00:00:00-05:00');
  });

  it('the days daylight saving starts and ends keep the offset of their midnight', () => {
    expect(zonedDateTime('2025-03-09')).toBe('2025-03-09T00:00:00-05:00');
    expect(zonedDateTime('2025-11-02')).toBe('2025-11-02T00:00:00-04:00');
  });

  it('every day from 2007 to 2045 starts at the offset the time-zone data gives for New York midnight', () => {
    const zoneData = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'longOffset' });
    const offsetAt = (instant: number): string =>
      zoneData
        .formatToParts(new Date(instant))
        .find((part) => part.type === 'timeZoneName')!.value.replace('GMT', '');
    const mismatches: string[] = [];
    for (let day = Date.UTC(2007, 0, 1); day < Date.UTC(2046, 0, 1); day += 86_400_000) {
      const date = new Date(day).toISOString().slice(0, 10);
      // Local midnight is 04:00 or 05:00 UTC; the zone data says which offset holds at that instant.
      const midnight = [4, 5].map((hour) => day + hour * 3600_000).find((instant) => {
        const offset = offsetAt(instant);
        return Number(offset.slice(1, 3)) === (instant - day) / 3600_000;
      });
      const expected = `${date}T00:00:00${offsetAt(midnight!)}`;
      if (zonedDateTime(date) !== expected) mismatches.push(`${zonedDateTime(date)} != ${expected}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('dates before the 2007 rule follow the older one (first Sunday of April to last Sunday of October)', () => {
    expect(zonedDateTime('2006-04-02')).toBe('2006-04-02T00:00:00-05:00');
    expect(zonedDateTime('2006-04-03')).toBe('2006-04-03T00:00:00-04:00');
    expect(zonedDateTime('2006-10-29')).toBe('2006-10-29T00:00:00-04:00');
    expect(zonedDateTime('2006-10-30')).toBe('2006-10-30T00:00:00-05:00');
  });

  it('a date-time that already names its zone is kept as written', () => {
    expect(zonedDateTime('2025-09-18T09:30:00-04:00')).toBe('2025-09-18T09:30:00-04:00');
  });

  it('accepts real dates and zoned date-times only', () => {
    expect(isContentDate('2025-09-18')).toBe(true);
    expect(isContentDate('2025-09-18T09:30:00Z')).toBe(true);
    expect(isContentDate('2025-02-30')).toBe(false);
    expect(isContentDate('2025-09-18T09:30:00')).toBe(false);
    expect(isContentDate('September 18, 2025')).toBe(false);
  });

  it('RSS dates are RFC 822 in the same offset', () => {
    expect(rfc822Date('2025-09-18')).toBe('Thu, 18 Sep 2025 00:00:00 -0400');
    expect(rfc822Date('2025-01-15')).toBe('Wed, 15 Jan 2025 00:00:00 -0500');
  });

  it('picks the later of two dates', () => {
    expect(laterDate('2025-09-18', '2026-11-22')).toBe('2026-11-22');
    expect(laterDate('2026-11-22', '2025-09-18')).toBe('2026-11-22');
  });
});
