import type { Kysely, Migration } from 'kysely';

/**
 * Payees (issue 45, item 2): an optional text of transactions and scheduled transactions, null
 * (absent) in every row written before it, so no row is rewritten and no device pulls anything new.
 */
export function addPayees(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('transactions').addColumn('payee', 'text').execute();
      await db.schema.alterTable('scheduled_transactions').addColumn('payee', 'text').execute();
    },
  };
}
