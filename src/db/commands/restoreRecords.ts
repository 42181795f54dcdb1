import type { MoneyKitchenDb } from '../database';
import { readBefore, recordingUndo, type RecordBefore } from './recordsBefore';
import { runCommand } from './runCommand';
import { undoChange } from './undoChange';

/**
 * Takes back what a recorded command did (`before`, each record's part decided by undoChange), as
 * one ordinary command that syncs like any other: an edit sends only the fields it puts back
 * (protocol step 11). Answers what it replaced: the undo of the undo.
 */
export async function restoreRecords(db: MoneyKitchenDb, before: readonly RecordBefore[]): Promise<RecordBefore[]> {
  const { before: replaced } = await recordingUndo(db, async () => {
    const current = new Map<string, RecordBefore>();
    await readBefore(db, before, current);
    const changes = before.flatMap(
      (entry) => undoChange(entry, current.get(`${entry.kind}:${entry.id}`)?.record) ?? [],
    );
    if (changes.length > 0) await runCommand(db, changes);
  });
  return replaced;
}
