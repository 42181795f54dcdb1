import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The CSV export asks, before its header line, whether any of a person's live rows in the range
 * names a payee or is split (server/money/money.repository.ts, `csvColumnsIn`). On
 * `transactions_list` alone each question reads every row of the range from the table (about 50 ms
 * at 100,000 rows, against the export's first-byte budget of 100 ms, issue 53, item 2). These two
 * partial indexes hold only the rows that have one, so the answer is one index probe, and a write
 * of a row with neither touches neither index. The same on both databases. `deleted` is a column,
 * not part of the condition: the query sends it as a parameter, which SQLite cannot match to a
 * partial index's condition, while its `is not null` is literal text in both.
 */
export function addCsvColumnIndexes(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const column of ['payee', 'parts']) {
        await db.schema
          .createIndex(`transactions_with_${column}`)
          .on('transactions')
          .columns(['user_id', 'deleted', 'date'])
          .where(sql.ref(column), 'is not', null)
          .execute();
      }
    },
  };
}
