import { setImmediate as nextTurn } from 'node:timers/promises';
import { isDeepStrictEqual } from 'node:util';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Change } from '../../src/domain/mutations';
import { isOccurrenceId } from '../../src/domain/schedule';
import { recordKinds, type RecordKind, type RecordKinds } from '../../src/domain/records';
import { recordSchemas } from '../../src/domain/recordSchemas';
import { appVersion } from '../../src/domain/version';
import type { Schema } from '../db/schema';
import { AppError } from '../errors';
import { fromColumns, recordTables } from '../records/recordTables';
import type { RecordsService } from '../records/records.service';
import { backupFormat, backupVersion, type BackupFile, type BackupRecords } from './backupFile';
import { firstRestoreRefusal } from './restoreCheck';
import { thenGiveWay } from '../db/giveWay';

// Table names vary by kind, which Kysely's types cannot follow (as in records.repository.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export interface BackupDeps {
  db: Kysely<Schema>;
  records: RecordsService;
  clock: () => Date;
}

export interface RestoreSummary {
  message: string;
  /** Records written, per kind: new ones and ones whose stored copy differed. */
  restored: Record<RecordKind, number>;
  /** Records already stored exactly as in the file. */
  unchanged: number;
}

// Settings and targets first, then what transactions refer to (accounts, schedules, wishes), then transactions.
const restoreOrder: readonly RecordKind[] = [
  'setting',
  'target',
  'account',
  'scheduled',
  'wish',
  'transaction',
  'budget',
  'transfer',
  'category_style',
  'rule',
];

/**
 * Changes written per database transaction of a restore. One transaction for 50,000 records held
 * the database (SQLite has one connection) for seconds; between chunks the event loop and every
 * waiting request get their turn. On SQLite a chunk holds the event loop from its first statement
 * to its commit: 500 held it well past 100 ms (issue 49, item 5).
 */
export const restoreChunkSize = 100;

/** Records compared with the stored ones between turns of the event loop. */
const plannedPerTurn = 1000;

/** The plan cut into chunks; a deleted occurrence's put and delete always stay together. */
export function restoreChunks(changes: readonly Change[], size = restoreChunkSize): Change[][] {
  const chunks: Change[][] = [];
  let start = 0;
  while (start < changes.length) {
    let end = Math.min(start + size, changes.length);
    const next = changes[end];
    if (next?.op === 'delete' && next.id === changes[end - 1]?.id) end += 1;
    chunks.push(changes.slice(start, end));
    start = end;
  }
  return chunks;
}

/** Downloads and restores of everything one person owns; restores go through the one write path. */
export function backupService({ db, records, clock }: BackupDeps) {
  const anyDb = db as unknown as AnyDb;

  async function liveRecords<K extends RecordKind>(userId: string, kind: K): Promise<RecordKinds[K][]> {
    const rows = await anyDb
      .selectFrom(recordTables[kind])
      .selectAll()
      .where('user_id', '=', userId)
      .where('deleted', '=', 0)
      .orderBy('id')
      .execute();
    return rows.map((row) => fromColumns(kind, row as Record<string, unknown>));
  }

  /** Occurrences of scheduled items that were deleted: tombstones keep their last fields. */
  async function deletedOccurrences(userId: string) {
    const rows = await anyDb
      .selectFrom(recordTables.transaction)
      .selectAll()
      .where('user_id', '=', userId)
      .where('deleted', '=', 1)
      .where('id', 'like', 'sched:%')
      .orderBy('id')
      .execute();
    return rows
      .map((row) => v.safeParse(recordSchemas.transaction, fromColumns('transaction', row as Record<string, unknown>)))
      .flatMap((parsed) => (parsed.success ? [parsed.output] : []));
  }

  async function knownTransactionIds(userId: string): Promise<Set<string>> {
    const rows = await anyDb.selectFrom(recordTables.transaction).select('id').where('user_id', '=', userId).execute();
    return new Set(rows.map((row) => String(row.id)));
  }

  async function storedTotals(userId: string): Promise<Map<string, number>> {
    const rows = await db
      .selectFrom('currency_totals')
      .select(['currency', 'total_cents'])
      .where('user_id', '=', userId)
      .execute();
    // pg answers bigint columns as text.
    return new Map(rows.map((row) => [row.currency, Number(row.total_cents)]));
  }

  async function allRecords(userId: string): Promise<BackupRecords> {
    const records: Partial<Record<RecordKind, unknown[]>> = {};
    for (const kind of recordKinds) records[kind] = await liveRecords(userId, kind);
    return records as BackupRecords;
  }

  return {
    async download(userId: string): Promise<BackupFile> {
      return {
        format: backupFormat,
        version: backupVersion,
        exported_at: clock().toISOString(),
        app_version: appVersion,
        records: await allRecords(userId),
        deleted_occurrences: await deletedOccurrences(userId),
      };
    },

    /**
     * Adds and replaces, never deletes: every record of the file is stored with its own id (so a
     * second restore of the same file changes nothing) through RecordsService.apply, so devices pull
     * them like any change. The whole plan is checked against the rules first, so a refused file
     * leaves the account as it was; it is then written in chunks of `restoreChunkSize`, yielding to
     * the event loop between them (issue 13, item 9).
     */
    async restore(userId: string, file: BackupFile): Promise<RestoreSummary> {
      const stored = await allRecords(userId);
      const changes: Change[] = [];
      const restored = Object.fromEntries(recordKinds.map((kind) => [kind, 0])) as Record<RecordKind, number>;
      let unchanged = 0;
      // An occurrence deleted since the file was made stays deleted (docs/sync-protocol.md, step 4).
      const known = await knownTransactionIds(userId);
      const live = new Set(stored.transaction.map((record) => record.id));
      const deletedSince = new Set([...known].filter((id) => isOccurrenceId(id) && !live.has(id)));
      let stayedDeleted = 0;
      let compared = 0;
      for (const kind of restoreOrder) {
        const current = new Map<string, unknown>(stored[kind].map((record) => [record.id, record]));
        for (const record of file.records[kind]) {
          if (++compared % plannedPerTurn === 0) await nextTurn();
          if (isDeepStrictEqual(current.get(record.id), record)) {
            unchanged += 1;
            continue;
          }
          if (kind === 'transaction' && deletedSince.has(record.id)) {
            stayedDeleted += 1;
            continue;
          }
          changes.push({ kind, op: 'put', id: record.id, record } as Change);
          restored[kind] += 1;
        }
      }
      // A deleted occurrence the account never had becomes a tombstone there too (put, then delete).
      const inFile = new Set(file.records.transaction.map((record) => record.id));
      for (const record of file.deleted_occurrences) {
        if (known.has(record.id) || inFile.has(record.id)) continue;
        changes.push({ kind: 'transaction', op: 'put', id: record.id, record });
        changes.push({ kind: 'transaction', op: 'delete', id: record.id });
      }
      const byId = <K extends RecordKind>(kind: K) =>
        new Map<string, RecordKinds[K]>(stored[kind].map((record) => [record.id, record]));
      const planned = firstRestoreRefusal(
        changes,
        Object.fromEntries(recordKinds.map((kind) => [kind, byId(kind)])) as unknown as {
          [K in RecordKind]: ReadonlyMap<string, RecordKinds[K]>;
        },
        await storedTotals(userId),
      );
      if (planned) throw new AppError(400, 'refused', `The backup was not restored: ${planned}`);
      let written = 0;
      for (const chunk of restoreChunks(changes)) {
        // Only a write from the person's own device in the meantime can be refused here.
        const refused = await thenGiveWay(() => records.apply(userId, chunk));
        if (refused) {
          throw new AppError(
            409,
            'refused',
            `The backup was restored only in part (${written} of ${changes.length} changes): ${refused} ` +
              'Another device changed the account meanwhile; restoring the same file again finishes it.',
          );
        }
        written += chunk.length;
      }
      const recordsWritten = Object.values(restored).reduce((sum, n) => sum + n, 0);
      const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
      const stayed =
        stayedDeleted === 0 ? '' : ` ${plural(stayedDeleted, 'scheduled transaction')} you deleted stayed deleted.`;
      return {
        message:
          recordsWritten === 0 && stayedDeleted === 0
            ? 'Backup restored: everything in it was already here.'
            : `Backup restored: ${plural(recordsWritten, 'record')} written.${stayed}`,
        restored,
        unchanged,
      };
    },
  };
}

export type BackupService = ReturnType<typeof backupService>;
