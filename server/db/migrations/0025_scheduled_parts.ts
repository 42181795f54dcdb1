import type { Kysely, Migration } from 'kysely';

/**
 * Split scheduled transactions (issue 45, item 1): a schedule's parts as one text (JSON), as
 * 0024 gave transactions; null in every row written before it (none is split), so no row is
 * rewritten and no device pulls anything new.
 */
export function addScheduledParts(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('scheduled_transactions').addColumn('parts', 'text').execute();
    },
  };
}
