import type { TransactionRecord } from './records';
import { wordsOf } from './searchWords';

type Compared = Pick<TransactionRecord, 'date' | 'amount_cents' | 'currency' | 'trans_status' | 'trans_details'> & {
  payee?: string | undefined;
};

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

const keyOf = (t: Compared) => `${t.date}|${t.amount_cents}|${t.trans_status}|${t.currency}`;

/**
 * For each incoming row, the existing transaction it looks like a copy of: same date, amount, type
 * and currency, and a similar description. Each existing transaction answers for one row at most,
 * so a file with two equal coffees against one stored coffee flags one of them, not both.
 */
export function findDuplicates<Row extends Compared, Existing extends Compared>(
  rows: readonly Row[],
  existing: readonly Existing[],
): Map<Row, Existing> {
  const byKey = new Map<string, Existing[]>();
  for (const record of existing) {
    const key = keyOf(record);
    const list = byKey.get(key);
    if (list) list.push(record);
    else byKey.set(key, [record]);
  }
  const found = new Map<Row, Existing>();
  for (const row of rows) {
    const candidates = byKey.get(keyOf(row));
    const index = candidates?.findIndex((record) => similarDescriptions(whoAndWhat(row), whoAndWhat(record))) ?? -1;
    if (index < 0) continue;
    found.set(row, candidates![index]!);
    candidates!.splice(index, 1);
  }
  return found;
}
