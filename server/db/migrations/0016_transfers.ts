import type { Kysely, Migration } from 'kysely';

/**
 * Money moved between currencies (issue 18, section 2; docs/sync-protocol.md, "Records"): one
 * record with both sides, kept like every other record kind (keyed by (user_id, id), `seq` of the
 * latest write, tombstones). A table of its own, so the spec's transactions, their endpoints and
 * every report over them stay as they were. Nothing to fill: no transfer existed before.
 */
export function createTransfers(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('transfers')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('seq', 'bigint', (c) => c.notNull())
        .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('edited_at', 'text')
        .addColumn('out_cents', 'bigint')
        .addColumn('out_currency', 'text')
        .addColumn('in_cents', 'bigint')
        .addColumn('in_currency', 'text')
        .addColumn('date', 'text')
        .addColumn('details', 'text')
        .addColumn('created_at', 'text')
        .addPrimaryKeyConstraint('transfers_pk', ['user_id', 'id'])
        .execute();
      // Pull reads a person's changes in order; the REST list and the net worth read live transfers.
      await db.schema.createIndex('transfers_changes').on('transfers').columns(['user_id', 'seq']).execute();
      await db.schema.createIndex('transfers_by_date').on('transfers').columns(['user_id', 'date']).execute();
    },
  };
}
