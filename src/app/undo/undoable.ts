import type { MoneyKitchenDb } from '../../db/database';
import { recordingUndo } from '../../db/commands/recordsBefore';
import { restoreRecords } from '../../db/commands/restoreRecords';
import { offerUndo } from './undoStack';

/**
 * Runs a command so it can be undone: what it changed is recorded in its transaction, and the toast
 * offers the undo, one more command that puts every touched record back (issue 46, item 7).
 */
export async function runUndoably<T>(db: MoneyKitchenDb, message: string, command: () => Promise<T>): Promise<T> {
  const { result, before } = await recordingUndo(db, command);
  if (before.length > 0) offerUndo({ message, undo: () => restoreRecords(db, before) });
  return result;
}
