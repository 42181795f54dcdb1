import type { TransferRecord } from '../../domain/records';
import { transferProblem, type TransferInput } from '../../domain/transfers';
import type { MoneyKitchenDb } from '../database';
import { newRecordId } from '../ids';
import { CommandRefused } from './CommandRefused';
import { putNewRecord, saveEdit } from './recordWrites';
import { runCommand } from './runCommand';

function refuseBroken(input: TransferInput) {
  const problem = transferProblem(input);
  if (problem) throw new CommandRefused(problem.error);
}

/**
 * Moves money from one currency to another: one record with both sides, written with its effect on
 * the balances and its outbox entry in one transaction (runCommand).
 */
export async function addTransfer(db: MoneyKitchenDb, input: TransferInput, now: Date): Promise<TransferRecord> {
  refuseBroken(input);
  return putNewRecord(db, 'transfer', { ...input, id: newRecordId(), created_at: now.toISOString() });
}

/** Both sides change together; only the fields the person changed travel (protocol step 11). */
export async function updateTransfer(
  db: MoneyKitchenDb,
  current: TransferRecord,
  input: TransferInput,
): Promise<TransferRecord> {
  refuseBroken(input);
  return saveEdit(db, 'transfer', current, { ...current, ...input });
}

/** Deletes both sides at once: they are one record. */
export async function deleteTransfer(db: MoneyKitchenDb, id: string): Promise<void> {
  await runCommand(db, [{ kind: 'transfer', op: 'delete', id }]);
}
