import type { Kysely, Migration } from 'kysely';

/**
 * Category colours (issue 17 section 3, docs/sync-protocol.md "Records"): a record kind like the
 * others (keyed by user and id, with seq, tombstone and edit time), removed with its owner.
 */
export function createCategoryStyles(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('category_styles')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('seq', 'bigint', (c) => c.notNull())
        .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('edited_at', 'text')
        .addColumn('trans_status', 'text')
        .addColumn('category', 'text')
        .addColumn('colour', 'text')
        .addPrimaryKeyConstraint('category_styles_pk', ['user_id', 'id'])
        .execute();
      await db.schema
        .createIndex('category_styles_changes')
        .on('category_styles')
        .columns(['user_id', 'seq'])
        .execute();
    },
  };
}
