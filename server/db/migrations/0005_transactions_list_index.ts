import type { Kysely, Migration } from 'kysely';

/**
 * The transactions list runs two statements per page (server/money/money.repository.ts): a count of
 * a person's live rows in a date range, and the page ordered by date, created_at and id, newest
 * first. With only (user_id, date), both read every row of the range from the table, and the page
 * sorts them in a temporary B-tree. This index leads with the equality columns and then follows the
 * sort order, so the count reads the index alone and the page walks it backwards with no sort.
 */
export function createTransactionsListIndex(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('transactions_list')
        .on('transactions')
        .columns(['user_id', 'deleted', 'date', 'created_at', 'id'])
        .execute();
    },
  };
}
