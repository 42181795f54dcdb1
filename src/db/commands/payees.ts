import { cleanPayee, maxPayeeLength } from '../../domain/payees';
import type { ScheduledRecord } from '../../domain/records';
import type { MoneyKitchenDb } from '../database';
import { transactionIdsOfPayee } from '../queries/payees';
import { CommandRefused } from './CommandRefused';
import type { CommandChange } from './editChanges';
import { editInChunks, inOneMove, renameAndMerge } from './nameMoves';
import { writeCommandChanges } from './runCommand';

/**
 * Renaming a payee rewrites every transaction and scheduled item naming it, in one local
 * transaction, each travelling as an ordinary patch of its `payee` (docs/sync-protocol.md,
 * "Payees"); a merge moves them into another payee that exists.
 */
export const {
  texts: payeeTexts,
  rename: renamePayee,
  merge: mergePayee,
} = renameAndMerge('payee', { clean: cleanPayee, maxLength: maxPayeeLength }, movePayee);

function movePayee(db: MoneyKitchenDb, from: string, to: string, mode: 'rename' | 'merge') {
  return inOneMove(db, async (at) => {
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

    await writeCommandChanges(db, ofSource.map(renamedSchedule(to)), at);
    const done = await editInChunks(db, ids, at, (record) =>
      record.payee === from ? { ...record, payee: to } : undefined,
    );
    return { done: ofSource.length + done, total: ids.length + ofSource.length };
  });
}

const renamedSchedule =
  (payee: string) =>
  (record: ScheduledRecord): CommandChange => ({
    kind: 'scheduled',
    op: 'edit',
    id: record.id,
    base: record,
    record: { ...record, payee },
  });
