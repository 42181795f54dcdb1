import type { Kysely, Migration } from 'kysely';
import { createRecordTable } from './recordTable';

/**
 * Money moved between currencies (issue 18, section 2; docs/sync-protocol.md, "Records"): one
 * record with both sides, kept like every other record kind (keyed by (user_id, id), `seq` of the
 * latest write, tombstones). A table of its own, so the spec's transactions, their endpoints and
 * every report over them stay as they were. Nothing to fill: no transfer existed before.
 */
export function createTransfers(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createRecordTable(db, 'transfers', [
        ['out_cents', 'bigint'],
        ['out_currency', 'text'],
        ['in_cents', 'bigint'],
        ['in_currency', 'text'],
        ['date', 'text'],
        ['details', 'text'],
        ['created_at', 'text'],
      ]);
      // The REST list and the net worth read live transfers by date.
      await db.schema.createIndex('transfers_by_date').on('transfers').columns(['user_id', 'date']).execute();
    },
  };
}
