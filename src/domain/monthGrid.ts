import { dayNumberOf, isoDateOfDayNumber, weekdayOf } from './calendarDays';
import { firstDayOfMonth, lastDayOfMonth, type IsoDate, type Month } from './dates';

/** A month as a calendar shows it: weeks from Monday to Sunday, null where a day belongs to another month. */
export type MonthWeeks = (IsoDate | null)[][];

export function monthWeeks(month: Month): MonthWeeks {
  const first = dayNumberOf(firstDayOfMonth(month));
  const last = dayNumberOf(lastDayOfMonth(month));
  // ISO weekdays run 1 (Monday) to 7 (Sunday): the first week starts that many days early, less one.
  const start = first - (weekdayOf(firstDayOfMonth(month)) - 1);
  const weeks: MonthWeeks = [];
  for (let monday = start; monday <= last; monday += 7) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const day = monday + i;
        return day < first || day > last ? null : isoDateOfDayNumber(day);
      }),
    );
  }
  return weeks;
}
