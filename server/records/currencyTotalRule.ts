import {
  amountIn,
  currencyAmountsOf,
  currencyTotalTooLargeText,
  exceedsCurrencyTotal,
} from '../../src/domain/currencyTotals';
import type { Cents } from '../../src/domain/money';
import type { Change } from '../../src/domain/mutations';
import type { RecordKind, RecordKinds } from '../../src/domain/records';
import type { RecordsRepository } from './records.repository';

/**
 * Refuses the one transaction or transfer that would take a currency's stored total past the limit,
 * so every sum of one currency stays exact. Checked here, inside the write's database transaction,
 * because only the server sees what all of a person's devices wrote. `current` is the stored version.
 */
export async function currencyTotalViolation(
  records: RecordsRepository,
  userId: string,
  change: Change,
  current: RecordKinds[RecordKind] | undefined,
): Promise<string | undefined> {
  if (change.op !== 'put') return undefined;
  const before = currencyAmountsOf(change.kind, current);
  for (const { currency, cents } of currencyAmountsOf(change.kind, change.record)) {
    const others = (await records.currencyTotal(userId, currency)) - amountIn(before, currency);
    if (exceedsCurrencyTotal(others, cents)) return currencyTotalTooLargeText(currency);
  }
  return undefined;
}

/**
 * Moves the per-currency totals from the stored version of a transaction or transfer to what the
 * change leaves (the REST net worth sums the records themselves; these totals guard exactness).
 */
export async function updateCurrencyTotals(
  records: RecordsRepository,
  userId: string,
  change: Change,
  current: RecordKinds[RecordKind] | undefined,
): Promise<void> {
  const next = change.op === 'put' ? change.record : undefined;
  for (const { currency, cents } of currencyAmountsOf(change.kind, current)) {
    await records.addToCurrencyTotal(userId, currency, -cents as Cents);
  }
  for (const { currency, cents } of currencyAmountsOf(change.kind, next)) {
    await records.addToCurrencyTotal(userId, currency, cents);
  }
}
