import { sql, type Kysely, type Migration } from 'kysely';

/**
 * What each person has recorded per currency (the sum of live transaction amounts), kept up to date
 * by every write, so the limit on it (src/domain/currencyTotals.ts) costs one row read per write
 * rather than a sum over all of a person's transactions, which made a 100,000-transaction load
 * quadratic. Filled from the transactions already stored.
 */
export function createCurrencyTotals(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('currency_totals')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('total_cents', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('currency_totals_pk', ['user_id', 'currency'])
        .execute();
      await sql`
        insert into currency_totals (user_id, currency, total_cents)
        select user_id, currency, sum(amount_cents) from transactions where deleted = 0 group by user_id, currency
      `.execute(db);
    },
  };
}
