import type { Kysely } from 'kysely';
import type { FieldConflict, FieldValue } from '../../src/domain/merge';
import type { PulledConflict } from '../../src/domain/mutations';
import type { RecordKind } from '../../src/domain/records';
import type { Schema } from '../db/schema';

/** Where a record stood when a conflict was made: which record, the change's number and both times. */
export interface ConflictOrigin {
  kind: RecordKind;
  recordId: string;
  seq: number;
  keptAt: string;
  wonAt: string;
}

/** Field values overwritten after another device changed them (protocol step 11), kept and pulled. */
export function conflictsRepository(db: Kysely<Schema>) {
  return {
    async add(userId: string, origin: ConflictOrigin, conflicts: readonly FieldConflict[]): Promise<void> {
      if (conflicts.length === 0) return;
      await db
        .insertInto('sync_conflicts')
        .values(
          conflicts.map((conflict) => ({
            user_id: userId,
            seq: origin.seq,
            field: conflict.field,
            kind: origin.kind,
            record_id: origin.recordId,
            kept_value: JSON.stringify(conflict.kept),
            won_value: JSON.stringify(conflict.won),
            kept_at: origin.keptAt,
            won_at: origin.wonAt,
          })),
        )
        .execute();
    },

    /** The conflicts made by changes numbered after `after` up to `upTo`, oldest first (protocol step 5). */
    async between(userId: string, after: number, upTo: number): Promise<PulledConflict[]> {
      if (upTo <= after) return [];
      const rows = await db
        .selectFrom('sync_conflicts')
        .selectAll()
        .where('user_id', '=', userId)
        .where('seq', '>', after)
        .where('seq', '<=', upTo)
        .orderBy('seq')
        .orderBy('field')
        .execute();
      return rows.map((row) => ({
        id: `${row.seq}:${row.field}`,
        seq: Number(row.seq),
        kind: row.kind as RecordKind,
        record_id: row.record_id,
        field: row.field,
        kept: JSON.parse(row.kept_value) as FieldValue,
        won: JSON.parse(row.won_value) as FieldValue,
        kept_at: row.kept_at,
        won_at: row.won_at,
      }));
    },
  };
}
