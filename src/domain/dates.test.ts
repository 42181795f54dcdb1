import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { IsoDate, Month } from './dates';
import {
  addMonths,
  compareMonths,
  dayInMonthClamped,
  daysInMonth,
  firstDayOfMonth,
  isIsoDate,
  isLeapYear,
  isoDateFromParts,
  isoDateSchema,
  lastDayOfMonth,
  monthKey,
  monthLabel,
  monthOf,
  monthsBetween,
  parseIsoDate,
  parseMonthKey,
  todayIn,
} from './dates';
import { itMapsEach } from '../../tests/support/itMapsEach';

const m = (year: number, month: number): Month => ({ year, month });
const d = (text: string): IsoDate => text as IsoDate;

describe('isLeapYear', () => {
  itMapsEach('%d -> %s', isLeapYear, [
    [2024, true],
    [2023, false],
    [1996, true],
    [1900, false],
    [2100, false],
    [2000, true],
    [2400, true],
  ]);
});

describe('daysInMonth', () => {
  it.each([
    [2025, 1, 31],
    [2025, 2, 28],
    [2024, 2, 29],
    [1900, 2, 28],
    [2000, 2, 29],
    [2025, 3, 31],
    [2025, 4, 30],
    [2025, 5, 31],
    [2025, 6, 30],
    [2025, 7, 31],
    [2025, 8, 31],
    [2025, 9, 30],
    [2025, 10, 31],
    [2025, 11, 30],
    [2025, 12, 31],
  ])('%d-%d has %d days', (year, month, expected) => {
    expect(daysInMonth(year, month)).toBe(expected);
  });

  it.each([
    [2025, 0],
    [2025, 13],
    [2025, 1.5],
  ])('throws for %d-%d', (year, month) => {
    expect(() => daysInMonth(year, month)).toThrow(RangeError);
  });
});

describe('isIsoDate and parseIsoDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['2025-01-01', true],
    ['2025-12-31', true],
    ['2025-04-30', true],
    ['0001-01-01', true],
    ['2025-02-30', false],
    ['2023-02-29', false],
    ['1900-02-29', false],
    ['2024-13-01', false],
    ['2024-00-10', false],
    ['2024-01-00', false],
    ['2024-01-32', false],
    ['2024-04-31', false],
    ['2024-1-5', false],
    ['2024-01-5', false],
    ['24-01-05', false],
    ['2024/01/05', false],
    [' 2024-01-05', false],
    ['2024-01-05T00:00:00Z', false],
    ['20240105', false],
    ['', false],
  ])('%j -> %s', (text, expected) => {
    expect(isIsoDate(text)).toBe(expected);
    expect(parseIsoDate(text)).toBe(expected ? text : undefined);
  });

  it.each([[20240105], [null], [undefined], [new Date(Date.UTC(2024, 0, 5))]])('rejects the non-string %j', (value) => {
    expect(isIsoDate(value)).toBe(false);
  });
});

describe('isoDateFromParts', () => {
  it.each([
    [2025, 1, 5, '2025-01-05'],
    [2024, 2, 29, '2024-02-29'],
    [2025, 12, 31, '2025-12-31'],
    [5, 3, 9, '0005-03-09'],
  ])('%d, %d, %d -> %s', (year, month, day, expected) => {
    expect(isoDateFromParts(year, month, day)).toBe(expected);
  });

  it.each([
    [2025, 2, 29],
    [2025, 13, 1],
    [2025, 0, 1],
    [2025, 1, 0],
    [2025, 1, 32],
    [2025, 1, 1.5],
    [2025.5, 1, 1],
    [-1, 1, 1],
    [10_000, 1, 1],
    [Number.NaN, 1, 1],
  ])('throws for %d, %d, %d', (year, month, day) => {
    expect(() => isoDateFromParts(year, month, day)).toThrow(RangeError);
  });
});

describe('todayIn', () => {
  it.each([
    ['2025-01-01T02:30:00Z', 'UTC', '2025-01-01'],
    ['2025-01-01T02:30:00Z', 'America/New_York', '2024-12-31'],
    ['2025-01-01T02:30:00Z', 'Asia/Tokyo', '2025-01-01'],
    ['2024-12-31T10:30:00Z', 'Pacific/Kiritimati', '2025-01-01'],
    ['2024-12-31T10:30:00Z', 'America/Los_Angeles', '2024-12-31'],
    ['2025-03-31T22:30:00Z', 'Africa/Cairo', '2025-04-01'],
    ['2024-03-01T05:00:00Z', 'Pacific/Honolulu', '2024-02-29'],
  ])('%s in %s is %s', (instant, timeZone, expected) => {
    expect(todayIn(new Date(instant), timeZone)).toBe(expected);
  });

  it("uses the runtime's zone when none is given", () => {
    const now = new Date('2025-06-15T12:00:00Z');
    expect(todayIn(now)).toBe(todayIn(now, Intl.DateTimeFormat().resolvedOptions().timeZone));
  });

  it.each([
    [new Date('not a date'), 'UTC'],
    [new Date('not a date'), undefined],
    [new Date('2025-01-01T00:00:00Z'), 'Mars/Olympus_Mons'],
    [new Date('+010000-01-01T12:00:00Z'), 'UTC'],
    [new Date('+010000-01-01T12:00:00Z'), undefined],
  ])('throws for %s in %s', (now, timeZone) => {
    expect(() => todayIn(now, timeZone)).toThrow(RangeError);
  });

  it('answers each zone for itself when zones alternate', () => {
    const now = new Date('2025-01-01T02:30:00Z');
    for (let round = 0; round < 3; round++) {
      expect(todayIn(now, 'America/New_York')).toBe('2024-12-31');
      expect(todayIn(now, 'UTC')).toBe('2025-01-01');
      expect(todayIn(now, 'Asia/Tokyo')).toBe('2025-01-01');
    }
  });

  it('agrees with a fresh Intl formatter at instants across years 1 to 9999', () => {
    const first = Date.parse('0001-01-01T00:00:00Z');
    // A day short of 9999-12-31, so that no zone reaches year 10000.
    const last = Date.parse('9999-12-30T23:59:59Z');
    for (let i = 0; i <= 400; i++) {
      const now = new Date(first + Math.round(((last - first) * i) / 400));
      for (const timeZone of ['UTC', undefined, 'Pacific/Kiritimati', 'America/Los_Angeles']) {
        expect(todayIn(now, timeZone)).toBe(dateByFreshFormatter(now, timeZone));
      }
    }
  });

  it("follows a change of the runtime's zone while running", () => {
    const saved = process.env.TZ;
    const now = new Date('2025-01-01T02:30:00Z');
    try {
      process.env.TZ = 'America/New_York';
      expect(todayIn(now)).toBe('2024-12-31');
      process.env.TZ = 'Asia/Tokyo';
      expect(todayIn(now)).toBe('2025-01-01');
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});

function dateByFreshFormatter(now: Date, timeZone: string | undefined): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(now)
    .filter((p) => p.type !== 'literal');
  const value = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${value('year')?.padStart(4, '0')}-${value('month')}-${value('day')}`;
}

describe('monthOf', () => {
  it.each([
    ['2025-10-15', m(2025, 10)],
    ['2024-02-29', m(2024, 2)],
    ['2025-01-01', m(2025, 1)],
    ['0005-12-31', m(5, 12)],
  ])('%s -> %o', (date, expected) => {
    expect(monthOf(d(date))).toEqual(expected);
  });
});

describe('monthKey and parseMonthKey', () => {
  it.each([
    [m(2025, 10), '2025-10'],
    [m(2025, 1), '2025-01'],
    [m(5, 3), '0005-03'],
  ])('%o <-> %s', (month, key) => {
    expect(monthKey(month)).toBe(key);
    expect(parseMonthKey(key)).toEqual(month);
  });

  it.each([m(2025, 0), m(2025, 13), m(2025, 1.5), m(-1, 1), m(10_000, 1)])('monthKey throws for %o', (month) => {
    expect(() => monthKey(month)).toThrow(RangeError);
  });

  it.each(['2025-13', '2025-00', '2025-1', '25-01', '2025-10-01', '2025/10', '', 'abcd-ef'])(
    'parseMonthKey(%j) -> undefined',
    (text) => {
      expect(parseMonthKey(text)).toBeUndefined();
    },
  );
});

describe('addMonths', () => {
  it.each([
    [m(2025, 12), 1, m(2026, 1)],
    [m(2025, 1), -1, m(2024, 12)],
    [m(2025, 1), 0, m(2025, 1)],
    [m(2025, 1), 11, m(2025, 12)],
    [m(2025, 1), 12, m(2026, 1)],
    [m(2025, 12), -11, m(2025, 1)],
    [m(2025, 12), -12, m(2024, 12)],
    [m(2025, 3), -3, m(2024, 12)],
    [m(2025, 10), 25, m(2027, 11)],
    [m(2025, 10), -25, m(2023, 9)],
    [m(2025, 12), 25, m(2028, 1)],
    [m(2025, 1), -25, m(2022, 12)],
    [m(2024, 6), 120, m(2034, 6)],
  ])('%o + %d -> %o', (month, n, expected) => {
    expect(addMonths(month, n)).toEqual(expected);
  });

  it.each([
    [m(2025, 1), 1.5],
    [m(9999, 12), 1],
    [m(0, 1), -1],
    [m(2025, 13), 0],
  ])('throws for %o + %d', (month, n) => {
    expect(() => addMonths(month, n)).toThrow(RangeError);
  });
});

describe('compareMonths', () => {
  it.each([
    [m(2025, 1), m(2025, 2), -1],
    [m(2025, 2), m(2025, 1), 1],
    [m(2025, 6), m(2025, 6), 0],
    [m(2024, 12), m(2025, 1), -1],
    [m(2025, 1), m(2024, 12), 1],
    [m(2020, 12), m(2025, 1), -1],
  ])('%o vs %o -> %d', (a, b, expected) => {
    expect(compareMonths(a, b)).toBe(expected);
  });

  it('sorts months chronologically', () => {
    expect([m(2025, 3), m(2024, 12), m(2025, 1)].sort(compareMonths)).toEqual([m(2024, 12), m(2025, 1), m(2025, 3)]);
  });
});

describe('monthsBetween', () => {
  it.each([
    [m(2025, 11), m(2026, 2), ['2025-11', '2025-12', '2026-01', '2026-02']],
    [m(2025, 6), m(2025, 6), ['2025-06']],
    [m(2025, 6), m(2025, 5), []],
    [m(2026, 1), m(2025, 12), []],
    [
      m(2024, 1),
      m(2024, 12),
      [
        '2024-01',
        '2024-02',
        '2024-03',
        '2024-04',
        '2024-05',
        '2024-06',
        '2024-07',
        '2024-08',
        '2024-09',
        '2024-10',
        '2024-11',
        '2024-12',
      ],
    ],
  ])('%o to %o -> %j', (from, to, expected) => {
    expect(monthsBetween(from, to).map(monthKey)).toEqual(expected);
  });

  it('throws for an invalid end month', () => {
    expect(() => monthsBetween(m(2025, 1), m(2025, 13))).toThrow(RangeError);
  });
});

describe('firstDayOfMonth and lastDayOfMonth', () => {
  it.each([
    [m(2025, 1), '2025-01-01', '2025-01-31'],
    [m(2025, 2), '2025-02-01', '2025-02-28'],
    [m(2024, 2), '2024-02-01', '2024-02-29'],
    [m(1900, 2), '1900-02-01', '1900-02-28'],
    [m(2000, 2), '2000-02-01', '2000-02-29'],
    [m(2025, 4), '2025-04-01', '2025-04-30'],
    [m(2025, 10), '2025-10-01', '2025-10-31'],
    [m(2025, 12), '2025-12-01', '2025-12-31'],
  ])('%o runs from %s to %s', (month, first, last) => {
    expect(firstDayOfMonth(month)).toBe(first);
    expect(lastDayOfMonth(month)).toBe(last);
  });
});

describe('dayInMonthClamped', () => {
  it.each([
    // 28-day month
    [m(2025, 2), 1, '2025-02-01'],
    [m(2025, 2), 28, '2025-02-28'],
    [m(2025, 2), 29, '2025-02-28'],
    [m(2025, 2), 30, '2025-02-28'],
    [m(2025, 2), 31, '2025-02-28'],
    [m(1900, 2), 31, '1900-02-28'],
    // 29-day month
    [m(2024, 2), 28, '2024-02-28'],
    [m(2024, 2), 29, '2024-02-29'],
    [m(2024, 2), 30, '2024-02-29'],
    [m(2024, 2), 31, '2024-02-29'],
    [m(2000, 2), 31, '2000-02-29'],
    // 30-day month
    [m(2025, 4), 15, '2025-04-15'],
    [m(2025, 4), 29, '2025-04-29'],
    [m(2025, 4), 30, '2025-04-30'],
    [m(2025, 4), 31, '2025-04-30'],
    [m(2025, 11), 31, '2025-11-30'],
    // 31-day month
    [m(2025, 1), 30, '2025-01-30'],
    [m(2025, 1), 31, '2025-01-31'],
    [m(2025, 12), 31, '2025-12-31'],
  ])('%o day %d -> %s', (month, day, expected) => {
    expect(dayInMonthClamped(month, day)).toBe(expected);
  });

  it.each([0, 32, 1.5, -1])('throws for day %d', (day) => {
    expect(() => dayInMonthClamped(m(2025, 1), day)).toThrow(RangeError);
  });
});

describe('monthLabel', () => {
  it.each([
    [m(2025, 10), undefined, 'October 2025'],
    [m(2025, 1), undefined, 'January 2025'],
    [m(2025, 12), undefined, 'December 2025'],
    [m(2024, 2), 'en-US', 'February 2024'],
    [m(50, 3), 'en-US', 'March 50'],
    [m(2025, 10), 'de-DE', 'Oktober 2025'],
    [m(2025, 3), 'fr-FR', 'mars 2025'],
    [m(2025, 1), 'es-ES', 'enero de 2025'],
  ])('%o in %s -> %s', (month, locale, expected) => {
    expect(monthLabel(month, locale)).toBe(expected);
  });
});

describe('isoDateSchema', () => {
  it('outputs IsoDate', () => {
    expectTypeOf<v.InferOutput<typeof isoDateSchema>>().toEqualTypeOf<IsoDate>();
  });

  it.each(['2024-02-29', '2025-10-01'])('accepts %s', (text) => {
    expect(v.parse(isoDateSchema, text)).toBe(text);
  });

  it.each(['2025-02-30', '2023-02-29', '2024-1-5', '', 20240105, null])('rejects %j with the message', (value) => {
    const result = v.safeParse(isoDateSchema, value);
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => issue.message)).toEqual(['Date must be a real date in the form yyyy-mm-dd']);
  });
});
