import type { Cents } from '../src/domain/money';
import type { TransactionKind, TransactionRecord } from '../src/domain/records';
import { splitFields, type SplitPart } from '../src/domain/splits';
import { mulberry32 } from '../tests/support/mulberry32';

/** A category the parts of a split may go to, with the things bought in it (a part's note). */
export interface SplitCategory {
  name: string;
  what: readonly string[];
}

/**
 * Splits a share of the everyday transactions into 2 or 3 parts (issue 45, "100,000 transactions of
 * which 10% split"): `share` of `total` of them, spread evenly over `regular` in date order. The
 * first part keeps the record's category (a split's record names its first part's: splits.ts), the
 * others take other categories of the same type; a currency of whole units (yen) is split in whole
 * units. Only rows of at least 3.00 are split, so that each part is worth something. A generator of its
 * own, so the rest of the data set is what it was without splits. Returns how many were split.
 */
export function splitSome(
  regular: TransactionRecord[],
  total: number,
  share: number,
  categoriesOf: (kind: TransactionKind) => readonly SplitCategory[],
  unitOf: (currency: string) => number,
  seed: number,
): number {
  const next = mulberry32(seed);
  const eligible = regular.filter((record) => record.amount_cents >= 300);
  const wanted = Math.min(eligible.length, Math.round(total * share));
  let split = 0;
  eligible.forEach((record, seen) => {
    // The k-th of n eligible rows is split when k * wanted / n crosses a whole number.
    if (Math.floor(((seen + 1) * wanted) / eligible.length) === Math.floor((seen * wanted) / eligible.length)) return;
    const parts = partsFor(record, split % 3 === 2 ? 3 : 2, categoriesOf(record.trans_status), unitOf, next);
    Object.assign(record, splitFields(parts));
    split++;
  });
  return split;
}

/** Two or three parts of `record`'s amount, each in another category of its type. */
function partsFor(
  record: TransactionRecord,
  count: number,
  categories: readonly SplitCategory[],
  unitOf: (currency: string) => number,
  next: () => number,
): SplitPart[] {
  const unit = unitOf(record.currency);
  const at = Math.max(
    0,
    categories.findIndex((category) => category.name === record.category),
  );
  // Offsets from the record's category in the list: distinct, never 0 (every type has 4 or more).
  const first = 1 + Math.floor(next() * (categories.length - 1));
  const second = 1 + Math.floor(next() * (categories.length - 2));
  const offsets = [0, first, second >= first ? second + 1 : second];
  const parts: SplitPart[] = [];
  let left = record.amount_cents / unit;
  for (let i = 0; i < count; i++) {
    const rest = count - i - 1;
    // 40% to 80% of what is left, at least one unit, leaving one for each part after it.
    const units = rest === 0 ? left : Math.min(left - rest, Math.max(1, Math.round(left * (0.4 + next() * 0.4))));
    const category = categories[(at + offsets[i]!) % categories.length]!;
    parts.push({
      category: i === 0 ? record.category : category.name,
      amount_cents: (units * unit) as Cents,
      note: i === 0 ? '' : (category.what[Math.floor(next() * category.what.length)] ?? ''),
    });
    left -= units;
  }
  return parts;
}
