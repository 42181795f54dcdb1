import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

export interface StoredRateTable {
  date: string;
  rates: Record<string, number>;
  version: number;
}

const parse = (row: { date: string; rates: string; version: number }): StoredRateTable => ({
  date: row.date,
  rates: JSON.parse(row.rates) as Record<string, number>,
  version: Number(row.version),
});

export function ratesRepository(db: Kysely<Schema>) {
  return {
    /** Saves a day's table; the version is one above the highest, so devices see it as new. */
    async save(date: string, rates: Record<string, number>, source: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const top = await trx
          .selectFrom('exchange_rates')
          .select(({ fn }) => fn.max('version').as('top'))
          .executeTakeFirst();
        const version = Number(top?.top ?? 0) + 1;
        await trx
          .insertInto('exchange_rates')
          .values({ date, rates: JSON.stringify(rates), source, version })
          .onConflict((oc) => oc.column('date').doUpdateSet({ rates: JSON.stringify(rates), source, version }))
          .execute();
      });
    },

    async dates(): Promise<Set<string>> {
      const rows = await db.selectFrom('exchange_rates').select('date').execute();
      return new Set(rows.map((row) => row.date));
    },

    async all(): Promise<StoredRateTable[]> {
      return (await db.selectFrom('exchange_rates').selectAll().orderBy('date').execute()).map(parse);
    },

    async changedAfter(version: number, limit: number): Promise<StoredRateTable[]> {
      const rows = await db
        .selectFrom('exchange_rates')
        .selectAll()
        .where('version', '>', version)
        .orderBy('version')
        .limit(limit)
        .execute();
      return rows.map(parse);
    },
  };
}

export type RatesRepository = ReturnType<typeof ratesRepository>;
