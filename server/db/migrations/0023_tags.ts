import type { Kysely, Migration } from 'kysely';

/**
 * Tags (issue 45, item 3): an optional text of transactions, the JSON text of their list of tags,
 * null (none) in every row written before it, so no row is rewritten and no device pulls anything new.
 */
export function addTags(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('transactions').addColumn('tags', 'text').execute();
    },
  };
}
