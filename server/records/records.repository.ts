import type { Kysely } from 'kysely';
import type { RecordKind, RecordKinds } from '../../src/domain/records';
import type { Schema } from '../db/schema';
import { newestChange } from './newestChange';
import { fromColumns, recordColumns, recordTables, toColumns } from './recordTables';

/**
 * Reads and writes records of any kind. Table names vary by kind, which Kysely's types cannot
 * follow, so this file alone talks to the record tables through an untyped handle.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export interface StoredChange {
  kind: RecordKind;
  id: string;
  seq: number;
  deleted: boolean;
  row: Record<string, unknown>;
}

export function recordsRepository(database: Kysely<Schema>) {
  const db = database as AnyDb;

  /**
   * Takes the person's write lock (their change counter's row) until the transaction ends, before
   * anything is read: two writers of one record (two devices, two instances) otherwise both read
   * the same stored version, and the second moves the currency totals from a version that is gone.
   * SQLite has one writer at a time anyway. `reserve` change numbers are taken with the lock (for a
   * write whose count is known, one round trip fewer per change while the lock is held); answers
   * the counter after it, the last of them.
   */
  async function lockWrites(userId: string, reserve = 0): Promise<number> {
    const row = await db
      .insertInto('change_counters')
      .values({ user_id: userId, last_seq: reserve })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet((eb) => ({ last_seq: eb('change_counters.last_seq', '+', reserve) })),
      )
      .returning('last_seq')
      .executeTakeFirstOrThrow();
    return Number(row.last_seq);
  }

  return {
    lockWrites,

    /** The person's next change number; its row lock orders concurrent writers of one person. */
    nextSeq(userId: string): Promise<number> {
      return lockWrites(userId, 1);
    },

    /** `editedAt`: when the device made the edit, where the write says (a patch); null for a put. */
    async put<K extends RecordKind>(
      userId: string,
      kind: K,
      record: RecordKinds[K],
      seq: number,
      now: string,
      editedAt: string | null = null,
    ) {
      const table: string = recordTables[kind];
      const values = storedColumns(userId, kind, record, seq, now, editedAt);
      const { user_id: _user, id: _id, ...update } = values;
      await db
        .insertInto(table)
        .values(values)
        .onConflict((oc) => oc.columns(['user_id', 'id']).doUpdateSet(update))
        .execute();
    },

    /** Writes a record whose id the person has never used (no live record, no tombstone); answers false where it has. */
    async insertNew<K extends RecordKind>(
      userId: string,
      kind: K,
      record: RecordKinds[K],
      seq: number,
      now: string,
    ): Promise<boolean> {
      const inserted = await db
        .insertInto(recordTables[kind])
        .values(storedColumns(userId, kind, record, seq, now, null))
        .onConflict((oc) => oc.columns(['user_id', 'id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** Keeps a tombstone (no field values) so other devices learn of the delete when they pull. */
    async remove(userId: string, kind: RecordKind, id: string, seq: number, now: string) {
      const table: string = recordTables[kind];
      await db
        .insertInto(table)
        .values({ user_id: userId, id, seq, deleted: 1, updated_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'id']).doUpdateSet({ seq, deleted: 1, updated_at: now }))
        .execute();
    },

    // A record is read by its primary key alone, and `deleted` checked here: with `deleted` in the
    // WHERE, PostgreSQL without statistics yet (a table filling up, before autovacuum analyses it)
    // chose the transactions list index (user_id, deleted, date, ...) and scanned every live row
    // of the person for each lookup, which made loading a large history quadratic.
    async find<K extends RecordKind>(userId: string, kind: K, id: string): Promise<RecordKinds[K] | undefined> {
      const table: string = recordTables[kind];
      const row = await db
        .selectFrom(table)
        .select(['deleted', ...recordColumns(kind)])
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && Number(row.deleted) === 0 ? fromColumns(kind, row) : undefined;
    },

    /** When the stored version was edited: the device's time where its write carried one, else when it arrived. */
    async editedAt(userId: string, kind: RecordKind, id: string): Promise<string | undefined> {
      const row = await db
        .selectFrom(recordTables[kind])
        .select(['edited_at', 'updated_at'])
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? String(row.edited_at ?? row.updated_at) : undefined;
    },

    /** Whether the record was deleted (its tombstone is kept: protocol step 4). */
    async isTombstone(userId: string, kind: RecordKind, id: string): Promise<boolean> {
      const row = await db
        .selectFrom(recordTables[kind])
        .select('deleted')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row !== undefined && Number(row.deleted) === 1;
    },

    /**
     * Moves the person's total in `currency` (table currency_totals) by `cents`, unless it would end
     * above `limit`: answers whether it moved. The check and the move are one statement, so a write
     * holds the person's lock for one round trip per currency, not two. A currency's first row is not
     * checked: one record's amounts stay far under the limit (`maxCents`, a hundredth of it).
     */
    async moveCurrencyTotal(userId: string, currency: string, cents: number, limit: number): Promise<boolean> {
      const moved = await db
        .insertInto('currency_totals')
        .values({ user_id: userId, currency, total_cents: cents })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'currency'])
            .doUpdateSet((eb) => ({ total_cents: eb('currency_totals.total_cents', '+', cents) }))
            .where((eb) => eb(eb('currency_totals.total_cents', '+', cents), '<=', limit)),
        )
        .returning('total_cents')
        .executeTakeFirst();
      return moved !== undefined;
    },

    /**
     * The changes after `after`, oldest first, at most `limit`. Each table gives its `limit` oldest;
     * the merged list cut at `limit` then holds every change up to its last number, with no gaps.
     *
     * Only numbers up to the committed counter are read: writers hold the counter's row lock until
     * they commit, so every change up to it is visible, and one still being written cannot be
     * skipped past (protocol step 5).
     */
    async changesAfter(userId: string, after: number, limit: number): Promise<StoredChange[]> {
      const upTo = await newestChange(database, userId);
      if (upTo <= after) return [];
      const perKind = await Promise.all(
        (Object.keys(recordTables) as RecordKind[]).map(async (kind) => {
          const rows = await db
            .selectFrom(recordTables[kind])
            .selectAll()
            .where('user_id', '=', userId)
            .where('seq', '>', after)
            .where('seq', '<=', upTo)
            .orderBy('seq')
            .limit(limit)
            .execute();
          return rows.map((row) => ({
            kind,
            id: String(row.id),
            seq: Number(row.seq),
            deleted: row.deleted === 1,
            row,
          }));
        }),
      );
      return perKind
        .flat()
        .sort((a, b) => a.seq - b.seq)
        .slice(0, limit);
    },
  };
}

export type RecordsRepository = ReturnType<typeof recordsRepository>;

/** A record's row: its fields' columns, whose it is, and its change number. */
function storedColumns<K extends RecordKind>(
  userId: string,
  kind: K,
  record: RecordKinds[K],
  seq: number,
  now: string,
  editedAt: string | null,
) {
  return {
    ...toColumns(kind, record),
    user_id: userId,
    id: record.id,
    seq,
    deleted: 0,
    updated_at: now,
    edited_at: editedAt,
  };
}
