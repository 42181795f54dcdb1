import type { Change } from '../domain/mutations';
import type { RecordKind, TransactionRecord, TransferRecord } from '../domain/records';
import { recordTable, type MoneyKitchenDb } from './database';
import type { DerivedChanges } from './derived';
import { dropStaleSearchRows, putSearchRows } from './searchRows';
import { writeInTurns } from './writeInTurns';

/** Every table a write may touch, for `db.transaction('rw', ...)`. */
export function writeTables(db: MoneyKitchenDb) {
  return [
    db.transactions,
    db.scheduled,
    db.wishes,
    db.targets,
    db.settings,
    db.outbox,
    db.rejections,
    db.syncState,
    db.balances,
    db.days,
    db.categoryUse,
    db.deletedOccurrences,
    db.conflicts,
    db.searchRows,
    db.budgets,
    db.imports,
    db.transfers,
    db.categoryStyles,
    db.accounts,
    db.rules,
    db.accountDays,
    db.accountTotals,
  ];
}

export const recordKeyOf = (change: Pick<Change, 'kind' | 'id'>) => `${change.kind}:${change.id}`;

/**
 * Applies changes to the local records and gathers their effect on the derived figures, with one
 * bulk read and one bulk write per table: a pulled page of a thousand costs a few IndexedDB round
 * trips, not two thousand (protocol step 6). A record changed twice ends as its last
 * change says. Runs inside a write transaction; the caller writes `derived` before it ends.
 */
export async function applyLocally(
  db: MoneyKitchenDb,
  changes: readonly Change[],
  derived: DerivedChanges,
  { searchRows = true, absent }: { searchRows?: boolean; absent?: ReadonlySet<string> } = {},
) {
  const lastByRecord = new Map<string, Change>();
  for (const change of changes) lastByRecord.set(recordKeyOf(change), change);
  const byKind = new Map<RecordKind, Change[]>();
  for (const change of lastByRecord.values()) {
    const ofKind = byKind.get(change.kind);
    if (ofKind) ofKind.push(change);
    else byKind.set(change.kind, [change]);
  }
  await Promise.all([...byKind].map(([kind, ofKind]) => applyToTable(db, kind, ofKind, derived, searchRows, absent)));
}

async function applyToTable(
  db: MoneyKitchenDb,
  kind: RecordKind,
  changes: Change[],
  derived: DerivedChanges,
  searchRows: boolean,
  absent: ReadonlySet<string> = new Set(),
) {
  const indexed = kind === 'transaction' && searchRows;
  const table = recordTable(db, kind);
  const puts = changes.flatMap((change) => (change.op === 'put' ? [change.record] : []));
  const deletes = changes.flatMap((change) => (change.op === 'delete' ? [change.id] : []));
  // Requests run in the order they are made within a transaction, so the before-images read here
  // are those from before the writes below, and read and writes share one round trip. The derived
  // rows the new versions change are read at the same time.
  let before: Promise<(TransactionRecord | undefined)[]> | undefined;
  if (kind === 'transaction') {
    before = beforeImages(db.transactions, changes, absent);
    derived.readAhead(db, puts as TransactionRecord[]);
  }
  // Transfers move balances only (src/db/derived.ts), from their versions before these writes.
  let transfersBefore: Promise<(TransferRecord | undefined)[]> | undefined;
  if (kind === 'transfer') {
    transfersBefore = beforeImages(db.transfers, changes, absent);
    derived.readAheadTransfers(db, puts as TransferRecord[]);
  }
  const written = Promise.all([
    writeInTurns(puts, (slice) => table.bulkPut(slice)),
    deletes.length > 0 ? table.bulkDelete(deletes) : undefined,
    indexed ? putSearchRows(db.searchRows, puts as TransactionRecord[]) : undefined,
  ]);
  if (transfersBefore) {
    const previous = await transfersBefore;
    changes.forEach((change, i) =>
      derived.replaceTransfer(previous[i], change.op === 'put' ? (change.record as TransferRecord) : undefined),
    );
  }
  if (before) {
    const records = await before;
    const after = changes.map((change) => (change.op === 'put' ? (change.record as TransactionRecord) : undefined));
    changes.forEach((_, i) => derived.replace(records[i], after[i]));
    if (indexed) await dropStaleSearchRows(db.searchRows, records, after);
  }
  await written;
}

/**
 * The stored versions of these records, undefined where none is. Ids in `absent` are known by the
 * caller not to be stored (a first sync's older days: src/sync/firstSync.ts; a record created now)
 * and are not read: a read that finds nothing costs as much as one that finds a record.
 */
async function beforeImages<R>(
  table: { bulkGet(keys: string[]): PromiseLike<(R | undefined)[]> },
  changes: readonly Change[],
  absent: ReadonlySet<string>,
): Promise<(R | undefined)[]> {
  if (absent.size === 0) return table.bulkGet(changes.map((change) => change.id));
  const read = changes.filter((change) => !absent.has(change.id)).map((change) => change.id);
  if (read.length === 0) return changes.map(() => undefined);
  const stored = new Map((await table.bulkGet(read)).map((record, i) => [read[i]!, record]));
  return changes.map((change) => stored.get(change.id));
}
