import { undoEdit } from '../../domain/merge';
import { isOccurrenceId } from '../../domain/schedule';
import { newRecordId } from '../ids';
import type { CommandChange } from './editChanges';
import type { RecordBefore } from './recordsBefore';
import { withoutAbsentFields } from './transactionAccount';

/**
 * What undoing one record's part of a command writes now (issue 46, item 7), given the record as it
 * stands (`stored`), or nothing. The rule: the undo takes back what the command did and no more, so
 * a later change (another device's, synced in since) stands.
 * - the command created it: it is deleted (a setting, which has no delete, stays);
 * - the command edited it: each field it changed goes back unless changed again since (undoEdit);
 *   deleted since, it stays deleted;
 * - the command deleted it: it is stored again whole under its id (the server takes a put over its
 *   tombstone), but a scheduled occurrence, whose id is never made again (protocol step 4), comes
 *   back under a new one.
 */
export function undoChange(entry: RecordBefore, stored: RecordBefore['record']): CommandChange | undefined {
  const { kind, id, record: before, after: edited } = entry;
  if (!before) return stored && kind !== 'setting' ? ({ kind, op: 'delete', id } as CommandChange) : undefined;
  if (stored) {
    const record = edited ? undoEdit(before, edited, stored) : withoutAbsentFields(before);
    return { kind, op: 'edit', id, base: stored, record } as CommandChange;
  }
  if (edited) return undefined;
  const newId = kind === 'transaction' && isOccurrenceId(id) ? newRecordId() : id;
  return { kind, op: 'put', id: newId, record: { ...withoutAbsentFields(before), id: newId } } as CommandChange;
}
