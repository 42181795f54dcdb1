import type { Change } from '../../domain/mutations';
import type { RecordKind, RecordKinds } from '../../domain/records';
import type { MoneyKitchenDb } from '../database';
import type { EditChange } from './editChanges';
import { runCommand } from './runCommand';

/**
 * Stores a record this device has just made. Its id is new, so there is no stored version to read
 * first (runCommand's `absent`).
 */
export async function putNewRecord<K extends RecordKind>(
  db: MoneyKitchenDb,
  kind: K,
  record: RecordKinds[K],
): Promise<RecordKinds[K]> {
  const put = { kind, op: 'put', id: record.id, record } as Change;
  await runCommand(db, [put], undefined, { absent: new Set([record.id]) });
  return record;
}

/**
 * Stores the person's edit of `current`: only the fields they changed travel, onto the record as it
 * is stored now (protocol step 11).
 */
export async function saveEdit<K extends RecordKind>(
  db: MoneyKitchenDb,
  kind: K,
  current: RecordKinds[K],
  record: RecordKinds[K],
): Promise<RecordKinds[K]> {
  const edit = { kind, op: 'edit', id: current.id, base: current, record } as EditChange;
  await runCommand(db, [edit]);
  return record;
}
