import type { Database } from '../../server/db/database';

/** The server's stored total of a person's amounts in one currency (table currency_totals), 0 without a row. */
export async function storedCurrencyTotal(database: Database, userId: string, currency: string): Promise<number> {
  const row = await database.db
    .selectFrom('currency_totals')
    .select('total_cents')
    .where('user_id', '=', userId)
    .where('currency', '=', currency)
    .executeTakeFirst();
  // pg answers bigint columns as text.
  return Number(row?.total_cents ?? 0);
}
