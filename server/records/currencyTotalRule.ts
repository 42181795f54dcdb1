import { currencyTotalTooLargeText, exceedsCurrencyTotal } from '../../src/domain/currencyTotals';
import type { Change } from '../../src/domain/mutations';
import type { RecordKinds } from '../../src/domain/records';
import type { RecordsRepository } from './records.repository';

type StoredTransaction = RecordKinds['transaction'];

/**
 * Refuses the one transaction that would take its currency's stored total past the limit, so every
 * sum of one currency stays exact. Checked here, inside the write's database transaction, because
 * only the server sees what all of a person's devices wrote. `current` is the stored version.
 */
export async function currencyTotalViolation(
  records: RecordsRepository,
  userId: string,
  change: Change,
  current: StoredTransaction | undefined,
): Promise<string | undefined> {
  if (change.kind !== 'transaction' || change.op !== 'put') return undefined;
  const record = change.record as StoredTransaction;
  const total = await records.currencyTotal(userId, record.currency);
  const others = current?.currency === record.currency ? total - current.amount_cents : total;
  return exceedsCurrencyTotal(others, record.amount_cents) ? currencyTotalTooLargeText(record.currency) : undefined;
}

/** Moves the per-currency totals from the stored version of a transaction to what the change leaves. */
export async function updateCurrencyTotals(
  records: RecordsRepository,
  userId: string,
  change: Change,
  current: StoredTransaction | undefined,
): Promise<void> {
  if (change.kind !== 'transaction') return;
  const next = change.op === 'put' ? (change.record as StoredTransaction) : undefined;
  if (current) await records.addToCurrencyTotal(userId, current.currency, -current.amount_cents);
  if (next) await records.addToCurrencyTotal(userId, next.currency, next.amount_cents);
}
