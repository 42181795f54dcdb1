import { monthKey, monthOf, parseIsoDate, type IsoDate, type Month } from './dates';
import { occurrencesBetween } from './recurrence';
import type { RecurrenceRule } from './recurrenceRule';
import { readRule } from './recurrenceSchema';
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

/**
 * The id of the transaction an occurrence makes, from the rule's own date of it (before any weekend
 * move, so moving it never makes a second one). A monthly or yearly rule fires at most once a month,
 * so it keeps the month's id above: a spec day-of-month schedule given a rule makes the same ids as
 * before it had one. A daily or weekly rule may fire more often, so its ids name the day.
 */
export function ruleOccurrenceId(scheduledId: string, rule: RecurrenceRule, nominal: IsoDate): string {
  if (rule.freq === 'monthly' || rule.freq === 'yearly') return occurrenceId(scheduledId, monthOf(nominal));
  return `${occurrencePrefix}${scheduledId}:${nominal}`;
}

/**
 * An item's recurrence: its stored rule, else the spec's schedule, monthly on `day_of_month`
 * clamped to the month's length (server-behaviour.md, "Scheduled transactions"). A stored text that
 * is not a rule (refused on every write, so only a damaged row) falls back the same way.
 */
export function ruleOf(item: ScheduledRecord): RecurrenceRule {
  const stored = item.rule === undefined ? undefined : readRule(item.rule);
  return stored ?? { freq: 'monthly', interval: 1, start: utcDateOf(item.created_at), day: item.day_of_month };
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
 * The first date an active item fires on or after: the UTC date of its creation, or of its last
 * resume when it was paused since. Before that date it was not active, or was paused; months it was
 * active in before a pause were settled when it was paused (`occurrencesToSettleOnPause`).
 */
export function activeFrom(item: ScheduledRecord): IsoDate {
  const created = utcDateOf(item.created_at);
  const resumed = item.active_since === undefined ? undefined : utcDateOf(item.active_since);
  return resumed !== undefined && resumed > created ? resumed : created;
}

/**
 * Every occurrence of an item from `activeFrom(item)` to `today`, oldest first, applied or not: each
 * date of its rule (`ruleOf`) on or after `activeFrom(item)`, so a resumed item does not back-fill
 * the days it was paused, and a rule whose start lies before the item's creation only sets its
 * rhythm. Made one at a time, so a caller that stops early never builds the dates it does not look at.
 */
export function* activeOccurrences(item: ScheduledRecord, today: IsoDate): Generator<{ id: string; date: IsoDate }> {
  const from = activeFrom(item);
  if (today < from) return;
  const rule = ruleOf(item);
  for (const occurrence of occurrencesBetween(rule, from, today)) {
    yield { id: ruleOccurrenceId(item.id, rule, occurrence.nominal), date: occurrence.date };
  }
}

/**
 * The occurrences of an active item that are due by `today` and not yet applied, oldest first (see
 * `activeOccurrences`). Missed months are caught up, at most `maxOccurrencesPerCall` at a time.
 */
export function dueOccurrences(
  item: ScheduledRecord,
  today: IsoDate,
  alreadyApplied: (id: string) => boolean,
): { id: string; date: IsoDate }[] {
  if (!item.status) return [];
  const due: { id: string; date: IsoDate }[] = [];
  for (const occurrence of activeOccurrences(item, today)) {
    if (alreadyApplied(occurrence.id)) continue;
    due.push(occurrence);
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
    // Issue 44: occurrences go to the item's account (absent: its currency's account).
    ...(item.account_id !== undefined ? { account_id: item.account_id } : {}),
    ...(item.payee !== undefined ? { payee: item.payee } : {}),
    // Issue 45: a split item makes split transactions; its category is already its first part's.
    ...(item.parts !== undefined ? { parts: item.parts } : {}),
  };
}

/**
 * What an item turns into when `next` replaces `previous` at `now`, on every write path of both
 * sides (issue 13 item 11). Going from paused to active makes it active since `now`, unless `next`
 * carries a later resume time of its own (the device that resumed it stamped it, offline perhaps).
 * Otherwise the stored time stays: a writer that does not know the field (an older app, whose put
 * lacks it or repeats the stored one) can neither drop it nor move it back.
 */
export function withActivity(previous: ScheduledRecord | undefined, next: ScheduledRecord, now: Date): ScheduledRecord {
  if (!previous) return next;
  const stored = previous.active_since;
  const sentLater =
    next.active_since !== undefined && (stored === undefined || Date.parse(next.active_since) > Date.parse(stored));
  if (!previous.status && next.status) return sentLater ? next : { ...next, active_since: now.toISOString() };
  if (sentLater || stored === undefined) return next;
  return { ...next, active_since: stored };
}

/**
 * Pausing an item first settles the occurrences due while it was active (by `today`), since a paused
 * item's earlier months are never looked at again: only days from its next resume count.
 */
export function occurrencesToSettleOnPause(
  previous: ScheduledRecord,
  next: ScheduledRecord,
  today: IsoDate,
  alreadyApplied: (id: string) => boolean,
): { id: string; date: IsoDate }[] {
  if (!previous.status || next.status) return [];
  const due: { id: string; date: IsoDate }[] = [];
  const settled = new Set<string>();
  // dueOccurrences returns a bounded batch; asking again (with the batch settled) gives the rest.
  for (;;) {
    const batch = dueOccurrences(previous, today, (id) => settled.has(id) || alreadyApplied(id));
    if (batch.length === 0) return due;
    for (const occurrence of batch) settled.add(occurrence.id);
    due.push(...batch);
  }
}
