import { diffFields, mergePatch, type FieldChanges } from '../../domain/merge';
import type { Change } from '../../domain/mutations';
import type { RecordKind, RecordKinds } from '../../domain/records';
import { recordTable, type MoneyKitchenDb } from '../database';

/**
 * An edit of a record that may exist: `record` is what the person saved, `base` the version they
 * saw (the stored one when absent). Only the fields that differ travel (protocol step 11), and they
 * go onto the record as it is stored now, so a change pulled while a form was open is not undone.
 */
export type EditChange = {
  [K in RecordKind]: { kind: K; op: 'edit'; id: string; base?: RecordKinds[K]; record: RecordKinds[K] };
}[RecordKind];

export type CommandChange = Change | EditChange;

/** What an edit writes locally, and the fields it sends; `fields` undefined: a create, sent whole as a put. */
export interface ResolvedChange {
  change: Change;
  fields?: FieldChanges;
}

/**
 * Reads the stored versions of the edited records (inside the command's transaction) and turns each
 * edit into the put of the merged record plus its changed fields. An edit that changes nothing is
 * dropped; one of a record not stored here is a create. Other changes pass as they are, unread.
 */
export async function resolveEdits(db: MoneyKitchenDb, changes: readonly CommandChange[]): Promise<ResolvedChange[]> {
  const edits = changes.filter((change): change is EditChange => change.op === 'edit');
  // One bulk read per kind: a bulk edit of 1,000 records reads them in one request, not 1,000.
  const byKind = new Map<RecordKind, EditChange[]>();
  for (const edit of edits) {
    const ofKind = byKind.get(edit.kind);
    if (ofKind) ofKind.push(edit);
    else byKind.set(edit.kind, [edit]);
  }
  const storedByEdit = new Map<EditChange, RecordKinds[RecordKind] | undefined>();
  await Promise.all(
    [...byKind].map(async ([kind, ofKind]) => {
      const found = (await recordTable(db, kind).bulkGet(ofKind.map((edit) => edit.id))) as (
        RecordKinds[RecordKind] | undefined
      )[];
      ofKind.forEach((edit, i) => storedByEdit.set(edit, found[i]));
    }),
  );
  return changes.flatMap((change): ResolvedChange[] => {
    if (change.op !== 'edit') return [{ change }];
    const current = storedByEdit.get(change);
    const put = { kind: change.kind, op: 'put', id: change.id, record: change.record } as Change;
    if (!current) return [{ change: put }];
    const fields = diffFields(change.base ?? current, change.record);
    if (Object.keys(fields).length === 0) return [];
    const { record } = mergePatch(current, fields);
    return [{ change: { ...put, record } as Change, fields }];
  });
}
