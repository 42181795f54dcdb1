import { isOccurrenceId } from '../../domain/schedule';
import type { MoneyKitchenDb } from '../database';
import { newRecordId } from '../ids';
import type { CommandChange } from './editChanges';
import { readBefore, recordingUndo, type RecordBefore } from './recordsBefore';
import { runCommand } from './runCommand';
import { withoutAbsentFields } from './transactionAccount';

/**
 * Puts records back as `before` says, as one ordinary command that syncs like any other: a record
 * deleted since is stored again whole under its id (the server takes a put over its tombstone), one
 * changed since is edited back (only the fields that differ travel: protocol step 11), and one the
 * command created is deleted. A deleted scheduled occurrence is never made again under its id
 * (protocol step 4), so it comes back under a new one. Answers what it replaced: the undo of the undo.
 */
export async function restoreRecords(db: MoneyKitchenDb, before: readonly RecordBefore[]): Promise<RecordBefore[]> {
  const { before: replaced } = await recordingUndo(db, async () => {
    const current = new Map<string, RecordBefore>();
    await readBefore(db, before, current);
    const changes = before.flatMap((entry): CommandChange[] => {
      const stored = current.get(`${entry.kind}:${entry.id}`)?.record;
      // A setting is never deleted (it has no delete mutation): one the command made stays.
      if (!entry.record)
        return stored && entry.kind !== 'setting'
          ? [{ kind: entry.kind, op: 'delete', id: entry.id } as CommandChange]
          : [];
      const record = withoutAbsentFields(entry.record);
      if (stored) return [{ kind: entry.kind, op: 'edit', id: entry.id, base: stored, record } as CommandChange];
      const id = entry.kind === 'transaction' && isOccurrenceId(entry.id) ? newRecordId() : entry.id;
      return [{ kind: entry.kind, op: 'put', id, record: { ...record, id } } as CommandChange];
    });
    if (changes.length > 0) await runCommand(db, changes);
  });
  return replaced;
}
