import {
  amountIn,
  currencyAmountsOf,
  currencyTotalTooLargeText,
  maxCurrencyTotalCents,
} from '../../src/domain/currencyTotals';
import type { Change } from '../../src/domain/mutations';
import type { RecordKind, RecordKinds } from '../../src/domain/records';
import type { RecordsRepository } from './records.repository';

/**
 * Moves the per-currency totals from the stored version of a transaction or transfer (`current`)
 * to what the change leaves, or refuses the change that would take a currency's total past the
 * limit, so every sum of one currency stays exact: answers the refusal, having moved nothing then.
 * Done here, inside the write's database transaction, because only the server sees what all of a
 * person's devices wrote. (The REST net worth sums the records themselves; these totals guard
 * exactness.)
 */
export async function moveCurrencyTotals(
  records: RecordsRepository,
  userId: string,
  change: Change,
  current: RecordKinds[RecordKind] | undefined,
): Promise<string | undefined> {
  const before = currencyAmountsOf(change.kind, current);
  const after = change.op === 'put' ? currencyAmountsOf(change.kind, change.record) : [];
  const currencies = new Set([...before, ...after].map((amount) => amount.currency));
  const moved: { currency: string; cents: number }[] = [];
  for (const currency of currencies) {
    const cents = amountIn(after, currency) - amountIn(before, currency);
    if (cents === 0) continue;
    // A move down always fits; a move up fits while the others' total plus this one's stays within.
    if (await records.moveCurrencyTotal(userId, currency, cents, maxCurrencyTotalCents)) {
      moved.push({ currency, cents });
      continue;
    }
    // A transfer's second currency refused: its first one goes back (a refused change in a sync
    // push leaves the transaction going on for the mutations behind it).
    for (const done of moved)
      await records.moveCurrencyTotal(userId, done.currency, -done.cents, maxCurrencyTotalCents);
    return currencyTotalTooLargeText(currency);
  }
  return undefined;
}
