import { dayNumberOf } from './calendarDays';
import { importIdPrefix } from './importIds';
import type { TransactionRecord } from './records';
import { wordsOf } from './searchWords';

type Compared = Pick<TransactionRecord, 'date' | 'amount_cents' | 'currency' | 'trans_status' | 'trans_details'> & {
  payee?: string | undefined;
  id?: string;
};

/**
 * How far apart a payment typed on the device and the same payment in a bank's file may be dated
 * (issue 48, item 4): a card charge is typed on the day of the purchase and booked a day or three later.
 */
export const nearDuplicateDays = 3;

/**
 * Typed on a device (or made there by a schedule or a wish), not read from a file. Only such a
 * transaction may be a copy of a row dated a few days apart: two statements' rows are dated as the
 * bank booked them, so a coffee on the 31st and one on the 1st of the next file are two coffees.
 */
const enteredOnDevice = (t: Compared) => t.id !== undefined && !t.id.startsWith(importIdPrefix);

/** A payee and a description together say who and what: a bank that wrote both in one text still matches. */
const whoAndWhat = (t: Compared) => [t.payee ?? '', t.trans_details].join(' ');

/**
 * Whether two descriptions may name the same payment: the words of one (any case, any accents)
 * are all in the other ("REWE" and "REWE Markt GmbH"), or they share at least half of all their
 * words. An empty description says nothing against it.
 */
export function similarDescriptions(a: string, b: string): boolean {
  const left = new Set(wordsOf(a));
  const right = new Set(wordsOf(b));
  if (left.size === 0 || right.size === 0) return true;
  const [small, large] = left.size <= right.size ? [left, right] : [right, left];
  let shared = 0;
  for (const word of small) if (large.has(word)) shared += 1;
  return shared === small.size || shared / (left.size + right.size - shared) >= 0.5;
}

const moneyKeyOf = (t: Compared) => `${t.amount_cents}|${t.trans_status}|${t.currency}`;
const keyOf = (t: Compared) => `${t.date}|${moneyKeyOf(t)}`;

function groupedBy<T>(records: readonly T[], key: (record: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const record of records) {
    const list = groups.get(key(record));
    if (list) list.push(record);
    else groups.set(key(record), [record]);
  }
  return groups;
}

/**
 * For each incoming row, the existing transaction it looks like a copy of: same amount, type and
 * currency and a similar description, on the same date, or else (issue 48, item 4) one entered on a
 * device up to `nearDuplicateDays` apart, the nearest first. Each existing transaction answers for
 * one row at most, so a file with two equal coffees against one stored coffee flags one of them,
 * not both; a same-date copy is matched before any row looks for a near one.
 */
export function findDuplicates<Row extends Compared, Existing extends Compared>(
  rows: readonly Row[],
  existing: readonly Existing[],
): Map<Row, Existing> {
  const taken = new Set<Existing>();
  const found = new Map<Row, Existing>();
  const similar = (row: Row, record: Existing) =>
    !taken.has(record) && similarDescriptions(whoAndWhat(row), whoAndWhat(record));
  const match = (row: Row, record: Existing | undefined) => {
    if (!record) return;
    found.set(row, record);
    taken.add(record);
  };
  const sameDate = groupedBy(existing, keyOf);
  for (const row of rows)
    match(
      row,
      sameDate.get(keyOf(row))?.find((record) => similar(row, record)),
    );
  const nearby = groupedBy(existing.filter(enteredOnDevice), moneyKeyOf);
  for (const row of rows) {
    if (found.has(row)) continue;
    const day = dayNumberOf(row.date);
    const apart = (record: Existing) => Math.abs(dayNumberOf(record.date) - day);
    const candidates = (nearby.get(moneyKeyOf(row)) ?? []).filter(
      (record) => apart(record) <= nearDuplicateDays && similar(row, record),
    );
    match(row, candidates.sort((a, b) => apart(a) - apart(b))[0]);
  }
  return found;
}
