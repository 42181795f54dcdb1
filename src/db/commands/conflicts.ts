import { withFields } from '../../domain/merge';
import type { RecordKinds } from '../../domain/records';
import { recordTable, type ConflictRow, type MoneyKitchenDb } from '../database';
import { CommandRefused } from './CommandRefused';
import type { EditChange } from './editChanges';
import { runCommand } from './runCommand';

export const restoreDeletedText = 'This was deleted since, so the earlier value cannot be put back.';

/**
 * Puts back the value a later change overwrote (protocol step 11): a new edit of that one field,
 * sent as a patch like any other, so it reaches every device and is itself merged in server order.
 * The conflict goes in the same transaction.
 */
export async function restoreConflict(db: MoneyKitchenDb, conflict: ConflictRow): Promise<void> {
  const stored = (await recordTable(db, conflict.kind).get(conflict.record_id)) as
    RecordKinds[ConflictRow['kind']] | undefined;
  if (!stored) throw new CommandRefused(restoreDeletedText);
  const record = withFields(stored, { [conflict.field]: conflict.kept });
  const edit = { kind: conflict.kind, op: 'edit', id: conflict.record_id, base: stored, record } as EditChange;
  await runCommand(db, [edit], () => db.conflicts.delete(conflict.id));
}

/** The person has seen them: conflicts are kept until dismissed or restored. */
export async function dismissConflict(db: MoneyKitchenDb, id: string): Promise<void> {
  await db.conflicts.delete(id);
}
