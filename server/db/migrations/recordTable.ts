import type { Kysely } from 'kysely';

/** The column types the record tables use; booleans are 0/1 integers so one schema fits both databases. */
export type RecordColumn = [name: string, type: 'text' | 'bigint' | 'integer'];

/**
 * A record kind's table as migrations 0015 to 0018 make it (docs/sync-protocol.md, "Records"): keyed by
 * (user_id, id), removed with its owner, with the change number, tombstone flag and edit times every
 * record table has, then the kind's own columns in the order given, and the `<table>_changes` index
 * pull reads it by. Frozen like the migrations that call it: a table of another shape is new code here,
 * never an edit of this function, so each migration means tomorrow what it means today.
 */
export async function createRecordTable(db: Kysely<unknown>, table: string, columns: RecordColumn[]) {
  let builder = db.schema
    .createTable(table)
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('edited_at', 'text');
  for (const [name, type] of columns) builder = builder.addColumn(name, type);
  await builder.addPrimaryKeyConstraint(`${table}_pk`, ['user_id', 'id'] as never).execute();
  await db.schema.createIndex(`${table}_changes`).on(table).columns(['user_id', 'seq']).execute();
}
