import { describe, expect, it } from 'vitest';
import { addDays, dayNumberOf, isoDateOfDayNumber, weekdayOf } from './calendarDays';
import type { IsoDate } from './dates';

const d = (text: string): IsoDate => text as IsoDate;

describe('calendar day numbers', () => {
  it('agree with UTC days for every date of 1899-2101, both ways, with the ISO weekday', () => {
    const first = Date.UTC(1899, 0, 1) / 86_400_000;
    const last = Date.UTC(2101, 11, 31) / 86_400_000;
    const wrong: string[] = [];
    for (let day = first; day <= last; day++) {
      const utc = new Date(day * 86_400_000);
      const text = utc.toISOString().slice(0, 10) as IsoDate;
      const weekday = utc.getUTCDay() === 0 ? 7 : utc.getUTCDay();
      if (dayNumberOf(text) !== day || isoDateOfDayNumber(day) !== text || weekdayOf(text) !== weekday)
        wrong.push(text);
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2100-02-28', 1, '2100-03-01'],
    ['2000-02-28', 1, '2000-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['0001-01-01', 0, '0001-01-01'],
    ['9999-12-30', 1, '9999-12-31'],
  ])('%s plus %d day(s) is %s', (from, n, expected) => {
    expect(addDays(d(from), n)).toBe(expected);
  });
});
