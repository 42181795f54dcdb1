import type { Kysely, Migration } from 'kysely';

/**
 * Split transactions (issue 45, item 1): the parts of a split as one text (JSON), null in every row
 * written before it (none is split), so no row is rewritten and no device pulls anything new.
 */
export function addSplitParts(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('transactions').addColumn('parts', 'text').execute();
    },
  };
}
