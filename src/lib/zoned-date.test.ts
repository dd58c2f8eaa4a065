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
