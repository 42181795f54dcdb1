import type { Kysely, Migration } from 'kysely';

/**
 * Budgets per category (issue 18, section 1): a record kind like the others (docs/sync-protocol.md,
 * "Records"), keyed by (user_id, id), with the change number, tombstone flag and edit time every
 * record table has. Booleans are 0/1 integers so one schema fits SQLite and PostgreSQL.
 */
export function createBudgets(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('budgets')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('seq', 'bigint', (c) => c.notNull())
        .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('edited_at', 'text')
        .addColumn('category', 'text')
        .addColumn('month', 'text')
        .addColumn('limit_cents', 'bigint')
        .addColumn('currency', 'text')
        .addColumn('rollover', 'integer')
        .addColumn('stopped', 'integer')
        .addColumn('created_at', 'text')
        .addPrimaryKeyConstraint('budgets_pk', ['user_id', 'id'])
        .execute();
      // Pull reads each record table by change number.
      await db.schema.createIndex('budgets_changes').on('budgets').columns(['user_id', 'seq']).execute();
    },
  };
}
