import { reconcileDifference } from '../../domain/accountLedger';
import type { IsoDate } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import type { TransactionRecord } from '../../domain/records';
import type { MoneyKitchenDb } from '../database';
import { newRecordId } from '../ids';
import { reconcileRows } from '../queries/reconcile';
import { accountTexts } from './accounts';
import { CommandRefused } from './CommandRefused';
import type { CommandChange } from './editChanges';
import { runCommand } from './runCommand';
import { withoutAbsentFields } from './transactionAccount';

/** The category of the transaction that books what a reconciliation could not match (issue 44, item 6). */
export const reconciliationCategory = 'Reconciliation adjustment';

export interface FinishedReconcile {
  accountId: string;
  statementDate: IsoDate;
  /** The statement's ending balance, in the account's currency. */
  statementCents: number;
  /** The rows the person ticked; the others up to the date are left (or made) uncleared. */
  clearedIds: readonly string[];
  /** Book the difference that remains as one adjustment transaction. */
  bookDifference: boolean;
}

/**
 * Ends a reconciliation in one command: the ticked rows become reconciled, a row ticked before and
 * unticked now becomes uncleared, the account keeps the statement's date and balance, and a remaining
 * difference is booked, if asked, as one reconciled transaction dated on the statement. Answers the
 * difference booked (or left).
 */
export async function finishReconcile(db: MoneyKitchenDb, finished: FinishedReconcile, now: Date): Promise<Cents> {
  const reconciliation = await reconcileRows(db, finished.accountId, finished.statementDate);
  if (!reconciliation) throw new CommandRefused(accountTexts.unknown);
  const { account, rows, start } = reconciliation;
  const ticked = new Set(finished.clearedIds);
  const difference = reconcileDifference(
    finished.statementCents,
    start,
    rows.map(({ record, effect }) => ({ id: record.id, effect })),
    ticked,
  );
  const changes: CommandChange[] = rows.flatMap(({ record }): CommandChange[] => {
    const clearance = ticked.has(record.id) ? 'reconciled' : undefined;
    if (clearance === record.clearance) return [];
    return [
      {
        kind: 'transaction',
        op: 'edit',
        id: record.id,
        base: record,
        record: withoutAbsentFields({ ...record, clearance }),
      },
    ];
  });
  changes.push({
    kind: 'account',
    op: 'edit',
    id: account.id,
    base: account,
    record: { ...account, reconciled_date: finished.statementDate, reconciled_cents: finished.statementCents },
  });
  if (finished.bookDifference && difference !== 0) {
    const adjustment: TransactionRecord = {
      id: newRecordId(),
      amount_cents: Math.abs(difference) as Cents,
      currency: account.currency,
      trans_status: difference > 0 ? 'deposit' : 'withdraw',
      category: reconciliationCategory,
      trans_details: `Statement of ${finished.statementDate}`,
      date: finished.statementDate,
      created_at: now.toISOString(),
      scheduled_id: null,
      wish_id: null,
      account_id: account.id,
      clearance: 'reconciled',
    };
    changes.push({ kind: 'transaction', op: 'put', id: adjustment.id, record: adjustment });
  }
  await runCommand(db, changes);
  return difference;
}
