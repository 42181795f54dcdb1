import type { TransferRecord } from '../../domain/records';
import { transferProblem, type TransferInput } from '../../domain/transfers';
import type { MoneyKitchenDb } from '../database';
import { newRecordId } from '../ids';
import { knownAccount } from './accounts';
import { CommandRefused } from './CommandRefused';
import { putNewRecord, saveEdit } from './recordWrites';
import { runCommand } from './runCommand';
import { withoutAbsentFields } from './transactionAccount';

export const transferAccountTexts = {
  wrongCurrency: (side: 'from' | 'to', currency: string) =>
    `The account money goes ${side} holds ${currency}: choose the ${currency} side or another account.`,
} as const;

/**
 * The rules of a transfer (src/domain/transfers.ts), and of its accounts (ACCOUNTS.md): each named
 * account is on this device and holds that side's currency. A closed account may still be named, so
 * an old transfer of it can be edited.
 */
async function refuseBroken(db: MoneyKitchenDb, input: TransferInput) {
  const problem = transferProblem(input);
  if (problem) throw new CommandRefused(problem.error);
  for (const [side, accountId, currency] of [
    ['from', input.out_account_id, input.out_currency],
    ['to', input.in_account_id, input.in_currency],
  ] as const) {
    if (accountId === undefined) continue;
    const account = await knownAccount(db, accountId);
    if (account.currency !== currency)
      throw new CommandRefused(transferAccountTexts.wrongCurrency(side, account.currency));
  }
}

/**
 * Moves money from one account or currency to another: one record with both sides, written with its effect on
 * the balances and its outbox entry in one transaction (runCommand).
 */
export async function addTransfer(db: MoneyKitchenDb, input: TransferInput, now: Date): Promise<TransferRecord> {
  await refuseBroken(db, input);
  return putNewRecord(
    db,
    'transfer',
    withoutAbsentFields({ ...input, id: newRecordId(), created_at: now.toISOString() }),
  );
}

/** Both sides change together; only the fields the person changed travel (protocol step 11). */
export async function updateTransfer(
  db: MoneyKitchenDb,
  current: TransferRecord,
  input: TransferInput,
): Promise<TransferRecord> {
  await refuseBroken(db, input);
  return saveEdit(db, 'transfer', current, withoutAbsentFields({ ...current, ...input }));
}

/** Deletes both sides at once: they are one record. */
export async function deleteTransfer(db: MoneyKitchenDb, id: string): Promise<void> {
  await runCommand(db, [{ kind: 'transfer', op: 'delete', id }]);
}
