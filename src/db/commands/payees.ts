import { cleanPayee, maxPayeeLength } from '../../domain/payees';
import type { ScheduledRecord, TransactionRecord } from '../../domain/records';
import { textProblem } from '../../domain/text';
import type { MoneyKitchenDb } from '../database';
import { writeTables } from '../localRecords';
import { transactionIdsOfPayee } from '../queries/payees';
import { moveChunkSize, type MoveProgress } from './categories';
import { CommandRefused } from './CommandRefused';
import type { CommandChange } from './editChanges';
import { commandMeasureName, writeCommandChanges } from './runCommand';

export const payeeTexts = {
  emptyName: 'Enter the new name of the payee.',
  sameName: 'The new name is the same as the old one.',
  tooLong: `A payee must be at most ${maxPayeeLength} characters.`,
  exists: (name: string) => `"${name}" already exists: merge into it instead.`,
  missingTarget: (name: string) => `There is no payee "${name}" to merge into.`,
  missingSource: (name: string) => `There is no payee "${name}" any more.`,
};

/** The new name as it is stored, or why it cannot be one. */
function checkedName(from: string, to: string): string {
  const name = cleanPayee(to);
  if (name === undefined) throw new CommandRefused(payeeTexts.emptyName);
  if (name === from) throw new CommandRefused(payeeTexts.sameName);
  if (name.length > maxPayeeLength) throw new CommandRefused(payeeTexts.tooLong);
  const problem = textProblem(name);
  if (problem) throw new CommandRefused(problem);
  return name;
}

/**
 * Renames a payee: every transaction and scheduled item naming it, in one local transaction, each
 * travelling as an ordinary patch of its `payee` (docs/sync-protocol.md, "Payees"). Refused when the
 * new name is already a payee: that is a merge.
 */
export async function renamePayee(db: MoneyKitchenDb, from: string, newName: string): Promise<MoveProgress> {
  return movePayee(db, from, checkedName(from, newName), 'rename');
}

/** Moves every record of one payee to another existing one, as a rename does. */
export async function mergePayee(db: MoneyKitchenDb, from: string, into: string): Promise<MoveProgress> {
  return movePayee(db, from, checkedName(from, into), 'merge');
}

async function movePayee(db: MoneyKitchenDb, from: string, to: string, mode: 'rename' | 'merge') {
  const start = performance.now();
  const at = new Date().toISOString();
  const result = await db.transaction('rw', writeTables(db), async () => {
    const [ids, targetIds, scheduled] = await Promise.all([
      transactionIdsOfPayee(db, from),
      transactionIdsOfPayee(db, to),
      db.scheduled.filter((item) => item.payee === from || item.payee === to).toArray(),
    ]);
    const ofSource = scheduled.filter((item) => item.payee === from);
    const targetUsed = targetIds.length > 0 || scheduled.some((item) => item.payee === to);
    if (ids.length === 0 && ofSource.length === 0) throw new CommandRefused(payeeTexts.missingSource(from));
    if (mode === 'rename' && targetUsed) throw new CommandRefused(payeeTexts.exists(to));
    if (mode === 'merge' && !targetUsed) throw new CommandRefused(payeeTexts.missingTarget(to));

    const progress = { done: 0, total: ids.length + ofSource.length };
    await writeCommandChanges(db, ofSource.map(edit('scheduled', to)), at);
    progress.done += ofSource.length;
    for (let offset = 0; offset < ids.length; offset += moveChunkSize) {
      const chunk = await db.transactions.bulkGet(ids.slice(offset, offset + moveChunkSize));
      const named = chunk.filter((record): record is TransactionRecord => record?.payee === from);
      await writeCommandChanges(db, named.map(edit('transaction', to)), at);
      progress.done += named.length;
    }
    return progress;
  });
  performance.clearMeasures(commandMeasureName);
  performance.measure(commandMeasureName, { start });
  return result;
}

const edit =
  <K extends 'transaction' | 'scheduled'>(kind: K, payee: string) =>
  (record: K extends 'transaction' ? TransactionRecord : ScheduledRecord): CommandChange =>
    ({ kind, op: 'edit', id: record.id, base: record, record: { ...record, payee } }) as CommandChange;
