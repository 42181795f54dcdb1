import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../db/database';
import type { Schema } from '../db/schema';

// Any fixed number: PostgreSQL advisory locks are keyed by integers.
const saveLockKey = 704_7105;

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

export function ratesRepository(db: Kysely<Schema>, kind: DatabaseKind = 'sqlite') {
  return {
    /**
     * Saves a day's table; the version is one above the highest, so devices see it as new. On
     * PostgreSQL saves wait for each other (several instances, or pushes side by side): two that
     * both read the same highest version would give two tables one number, and a device that had
     * pulled the first would never see the second.
     */
    async save(date: string, rates: Record<string, number>, source: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        if (kind === 'postgres') await sql`select pg_advisory_xact_lock(${saveLockKey})`.execute(trx);
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
