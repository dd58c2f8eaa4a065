import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format-date';

describe('long dates without Intl', () => {
  it('writes every day from 2000 to 2040 as en-US long dates do', () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    const mismatches: string[] = [];
    for (let day = Date.UTC(2000, 0, 1); day < Date.UTC(2041, 0, 1); day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10);
      if (formatLongDate(iso) !== intl.format(day)) mismatches.push(`${iso}: ${formatLongDate(iso)}`);
    }
    expect(mismatches).toEqual([]);
    expect(formatLongDate('2025-09-18T09:30:00-04:00')).toBe('September 18, 2025');
  });
});
