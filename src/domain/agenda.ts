import { addDays } from './calendarDays';
import type { IsoDate } from './dates';
import type { ScheduledRecord } from './records';
import { activeFrom, ruleOccurrenceId, ruleOf } from './schedule';
import { occurrencesBetween } from './recurrence';

/** The agenda's reach (issue 47 item 2): today and the 60 days after it. */
export const agendaDays = 60;

export interface AgendaEntry {
  item: ScheduledRecord;
  /** The transaction's id when it is made (src/domain/schedule.ts), so a screen can tell a made one. */
  id: string;
  date: IsoDate;
}

/**
 * Every occurrence of the active items from `today` to `days` later, by date, then by item id: each
 * item expanded over that range alone by its rule, never from the transactions, so the cost is the
 * number of dates shown (issue 47, "expanding a schedule never scans the transactions table").
 */
export function agenda(items: readonly ScheduledRecord[], today: IsoDate, days = agendaDays): AgendaEntry[] {
  const end = addDays(today, days);
  const entries: AgendaEntry[] = [];
  for (const item of items) {
    if (!item.status) continue;
    const from = activeFrom(item);
    if (from > end) continue;
    const rule = ruleOf(item);
    for (const occurrence of occurrencesBetween(rule, from > today ? from : today, end)) {
      entries.push({ item, id: ruleOccurrenceId(item.id, rule, occurrence.nominal), date: occurrence.date });
    }
  }
  return entries.sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0,
  );
}
