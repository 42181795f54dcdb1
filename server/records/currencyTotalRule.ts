import { currencyTotalTooLargeText, passesCurrencyTotal } from '../../src/domain/currencyTotals';
import type { Change } from '../../src/domain/mutations';
import type { RecordKinds } from '../../src/domain/records';
import type { RecordsRepository } from './records.repository';

/**
 * Refuses the one transaction that would take its currency's stored total past the limit, so every
 * sum of one currency stays exact. Checked here, inside the write's database transaction, because
 * only the server sees what all of a person's devices wrote.
 */
export async function currencyTotalViolation(
  records: RecordsRepository,
  userId: string,
  change: Change,
): Promise<string | undefined> {
  if (change.kind !== 'transaction' || change.op !== 'put') return undefined;
  const record = change.record as RecordKinds['transaction'];
  const others = await records.currencyTotalExcept(userId, record.currency, record.id);
  return passesCurrencyTotal(others, record.amount_cents) ? currencyTotalTooLargeText(record.currency) : undefined;
}
