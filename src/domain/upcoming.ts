import { addMonths, dayInMonthClamped, monthOf, type IsoDate } from './dates';
import type { ScheduledRecord } from './records';
import { activeFrom } from './schedule';

/**
 * The next date an active scheduled item fires after `today`: this month's day (clamped to the
 * month's length) when it is still ahead, else next month's, and never before the item was active.
 * Today's own occurrence is not "next": the daily apply adds it on opening. Undefined while paused.
 */
export function nextDueDate(item: ScheduledRecord, today: IsoDate): IsoDate | undefined {
  if (!item.status) return undefined;
  const from = activeFrom(item);
  let month = monthOf(today);
  // Two steps at most reach a date after both today and the start; the bound keeps a bad record finite.
  for (let step = 0; step < 3; step++) {
    const date = dayInMonthClamped(month, item.day_of_month);
    if (date > today && date >= from) return date;
    month = addMonths(month, 1);
  }
  return undefined;
}

export interface UpcomingItem {
  item: ScheduledRecord;
  date: IsoDate;
}

/** The `count` active items due soonest after `today`, by date, then by id for a stable order. */
export function upcomingScheduled(items: readonly ScheduledRecord[], today: IsoDate, count: number): UpcomingItem[] {
  return items
    .flatMap((item) => {
      const date = nextDueDate(item, today);
      return date === undefined ? [] : [{ item, date }];
    })
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.item.id < b.item.id ? -1 : 1))
    .slice(0, count);
}
