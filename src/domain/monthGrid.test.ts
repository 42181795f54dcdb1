import { describe, expect, it } from 'vitest';
import { monthWeeks } from './monthGrid';

describe('monthWeeks', () => {
  it('starts each week on Monday and leaves the days of other months empty', () => {
    // 1 December 2026 is a Tuesday; the 31st a Thursday.
    const weeks = monthWeeks({ year: 2026, month: 12 });
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weeks[4]).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
  });

  it('gives a February of 28 days that starts on a Monday exactly four weeks, and a leap February its 29th', () => {
    expect(monthWeeks({ year: 2027, month: 2 })).toHaveLength(4);
    const leap = monthWeeks({ year: 2028, month: 2 }).flat();
    expect(leap.filter((day) => day !== null)).toHaveLength(29);
    expect(leap).toContain('2028-02-29');
  });
});
