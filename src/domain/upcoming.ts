import { addDays } from './calendarDays';
import type { IsoDate } from './dates';
import { nextOccurrences } from './recurrence';
import type { ScheduledRecord } from './records';
import { activeFrom, ruleOf } from './schedule';

/**
 * The next date an active scheduled item fires after `today`, by its rule (`ruleOf`), and never
 * before the item was active. Today's own occurrence is not "next": the daily apply adds it on
 * opening. Undefined while paused, and once its rule has ended.
 */
export function nextDueDate(item: ScheduledRecord, today: IsoDate): IsoDate | undefined {
  if (!item.status) return undefined;
  const from = activeFrom(item);
  const tomorrow = addDays(today, 1);
  return nextOccurrences(ruleOf(item), from > tomorrow ? from : tomorrow, 1)[0]?.date;
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
