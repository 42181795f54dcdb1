import type { Kysely, Migration } from 'kysely';

const recordTables = ['transactions', 'scheduled_transactions', 'wishes', 'targets', 'settings'];

/**
 * Field-level merge (issue 19, docs/sync-protocol.md step 11). `sync_conflicts` keeps each field value
 * a later change overwrote after another device had changed it, so nothing is dropped without a
 * trace; devices pull the rows with the change that made them (`seq`). `edited_at` on each record
 * table is when the device made the last edit (a patch carries it), shown beside a conflict; null
 * for writes that carry no time (puts), which then show when the server received them.
 */
export function createFieldConflicts(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sync_conflicts')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('seq', 'bigint', (c) => c.notNull())
        .addColumn('field', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('record_id', 'text', (c) => c.notNull())
        // JSON text: the value overwritten and the value that won.
        .addColumn('kept_value', 'text', (c) => c.notNull())
        .addColumn('won_value', 'text', (c) => c.notNull())
        .addColumn('kept_at', 'text', (c) => c.notNull())
        .addColumn('won_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('sync_conflicts_pk', ['user_id', 'seq', 'field'])
        .execute();
      for (const table of recordTables) {
        await db.schema.alterTable(table).addColumn('edited_at', 'text').execute();
      }
    },
  };
}
