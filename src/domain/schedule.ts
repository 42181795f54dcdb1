import { dayInMonthClamped, monthKey, monthOf, monthsBetween, parseIsoDate, type IsoDate, type Month } from './dates';
import type { ScheduledRecord, TransactionRecord } from './records';

/** At most this many occurrences are returned per call; later calls pick up the rest. */
export const maxOccurrencesPerCall = 120;

/**
 * The id of the transaction an item generates for a month: a pure function of (item, month), so any
 * number of devices or calls create the same record once (server-behaviour.md, "Scheduled transactions").
 */
export function occurrenceId(scheduledId: string, month: Month): string {
  return `${occurrencePrefix}${scheduledId}:${monthKey(month)}`;
}

/** Every occurrence id starts with this; no other record may (ids of plain transactions are UUIDv7). */
export const occurrencePrefix = 'sched:';

export function isOccurrenceId(id: string): boolean {
  return id.startsWith(occurrencePrefix);
}

/**
 * Why a deleted occurrence is not made again (docs/sync-protocol.md, step 4): both sides refuse with
 * these words. The app itself drops such a refusal quietly; older apps and the REST API show it.
 */
export const deletedOccurrenceText = 'This scheduled transaction was deleted for that month; it is not added again.';

/** The UTC calendar date of an ISO timestamp; throws on text that is not a time. */
export function utcDateOf(timestamp: string): IsoDate {
  const time = Date.parse(timestamp);
  const date = Number.isNaN(time) ? undefined : parseIsoDate(new Date(time).toISOString().slice(0, 10));
  if (date === undefined) throw new RangeError(`Not an ISO time: ${timestamp}`);
  return date;
}

/**
 * The occurrences of an active item that are due by `today` and not yet applied, oldest first: one per
 * calendar month on min(day_of_month, days in the month), starting with the first such date on or after
 * the item's creation (its UTC date). Missed months are caught up, at most `maxOccurrencesPerCall` at a time.
 */
export function dueOccurrences(
  item: ScheduledRecord,
  today: IsoDate,
  alreadyApplied: (id: string) => boolean,
): { id: string; date: IsoDate }[] {
  if (!item.status) return [];
  const created = utcDateOf(item.created_at);
  const due: { id: string; date: IsoDate }[] = [];
  for (const month of monthsBetween(monthOf(created), monthOf(today))) {
    const date = dayInMonthClamped(month, item.day_of_month);
    if (date < created || date > today) continue;
    const id = occurrenceId(item.id, month);
    if (alreadyApplied(id)) continue;
    due.push({ id, date });
    if (due.length >= maxOccurrencesPerCall) break;
  }
  return due;
}

/** The transaction an occurrence creates; `now` stamps its creation. */
export function occurrenceRecord(
  item: ScheduledRecord,
  occurrence: { id: string; date: IsoDate },
  now: Date,
): TransactionRecord {
  return {
    id: occurrence.id,
    amount_cents: item.amount_cents,
    currency: item.currency,
    trans_status: item.scheduled_trans_status,
    category: item.category,
    trans_details: item.scheduled_trans_details,
    date: occurrence.date,
    created_at: now.toISOString(),
    scheduled_id: item.id,
    wish_id: null,
  };
}
