import type { Kysely, Migration } from 'kysely';

/**
 * Dated rate tables (base USD), shared by everyone. `version` grows with every write, so devices
 * pull what changed since their last version, back-filled old dates included.
 */
export function createExchangeRates(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('exchange_rates')
        .addColumn('date', 'text', (c) => c.primaryKey())
        .addColumn('rates', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('version', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('exchange_rates_version').on('exchange_rates').column('version').execute();
    },
  };
}
