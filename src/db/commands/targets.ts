import type { MonthKey } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import type { TargetRecord } from '../../domain/records';
import type { MoneyKitchenDb } from '../database';
import { runCommand } from './runCommand';

/**
 * One target per month: the record's id is the month, so setting it again replaces it; that travels
 * as an edit of the stored target (protocol step 11), so another device's change to it is not lost.
 */
export async function setMonthlyTarget(
  db: MoneyKitchenDb,
  month: MonthKey,
  target_cents: Cents,
): Promise<TargetRecord> {
  const record: TargetRecord = { id: month, target_cents };
  await runCommand(db, [{ kind: 'target', op: 'edit', id: record.id, record }]);
  return record;
}
