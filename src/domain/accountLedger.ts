import type { Cents } from './money';
import { transferAccountIds } from './ledgerAccounts';
import type { TransferRecord } from './records';

/**
 * What one transfer does to one account's balance (issue 44): the amount out leaves the account it
 * comes from, the amount in arrives in the other; 0 for an account it does not touch.
 */
export function transferEffectOn(transfer: TransferRecord, accountId: string): Cents {
  const ids = transferAccountIds(transfer);
  return ((ids.in === accountId ? transfer.in_cents : 0) - (ids.out === accountId ? transfer.out_cents : 0)) as Cents;
}

export function touchesAccount(transfer: TransferRecord, accountId: string): boolean {
  const ids = transferAccountIds(transfer);
  return ids.in === accountId || ids.out === accountId;
}

/**
 * What a reconciliation still lacks (issue 44, item 6): the statement's ending balance less the
 * cleared balance the ticks make, `start` (what was reconciled before, the opening balance and the
 * transfers up to the statement date) plus every ticked row. 0: the account agrees with the bank.
 */
export function reconcileDifference(
  statementCents: number,
  start: number,
  rows: readonly { id: string; effect: number }[],
  ticked: ReadonlySet<string>,
): Cents {
  let cleared = start;
  for (const row of rows) if (ticked.has(row.id)) cleared += row.effect;
  return (statementCents - cleared) as Cents;
}
