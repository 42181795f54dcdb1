import { type CreateTableBuilder, type Kysely, type Migration } from 'kysely';

/**
 * The records people own (docs/sync-protocol.md). Each table is keyed by (user_id, id) with ids made
 * on the client; `seq` is the person's change number of the latest write, `deleted` marks a
 * tombstone. Money is integer hundredths in bigint columns.
 */
function recordTable<T extends string>(db: Kysely<unknown>, name: T) {
  return db.schema
    .createTable(name)
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull());
}

function keyed<T extends string>(table: CreateTableBuilder<T, string>, name: string) {
  return table.addPrimaryKeyConstraint(`${name}_pk`, ['user_id', 'id'] as never);
}

export function createRecords(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await keyed(
        recordTable(db, 'transactions')
          .addColumn('amount_cents', 'bigint')
          .addColumn('currency', 'text')
          .addColumn('trans_status', 'text')
          .addColumn('category', 'text')
          .addColumn('trans_details', 'text')
          .addColumn('date', 'text')
          .addColumn('created_at', 'text')
          .addColumn('scheduled_id', 'text')
          .addColumn('wish_id', 'text'),
        'transactions',
      ).execute();
      await keyed(
        recordTable(db, 'scheduled_transactions')
          .addColumn('scheduled_trans_status', 'text')
          .addColumn('day_of_month', 'integer')
          .addColumn('amount_cents', 'bigint')
          .addColumn('currency', 'text')
          .addColumn('category', 'text')
          .addColumn('scheduled_trans_details', 'text')
          .addColumn('status', 'integer')
          .addColumn('created_at', 'text'),
        'scheduled_transactions',
      ).execute();
      await keyed(
        recordTable(db, 'wishes')
          .addColumn('price_cents', 'bigint')
          .addColumn('currency', 'text')
          .addColumn('year', 'integer')
          .addColumn('wish_details', 'text')
          .addColumn('link', 'text')
          .addColumn('status', 'integer')
          .addColumn('created_at', 'text'),
        'wishes',
      ).execute();
      await keyed(recordTable(db, 'targets').addColumn('target_cents', 'bigint'), 'targets').execute();
      await keyed(recordTable(db, 'settings').addColumn('value', 'text'), 'settings').execute();

      for (const table of ['transactions', 'scheduled_transactions', 'wishes', 'targets', 'settings']) {
        await db.schema.createIndex(`${table}_changes`).on(table).columns(['user_id', 'seq']).execute();
      }
      // The transactions list and the reports read by date.
      await db.schema.createIndex('transactions_by_date').on('transactions').columns(['user_id', 'date']).execute();

      await db.schema
        .createTable('change_counters')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('last_seq', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sync_clients')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('last_number', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('sync_clients_pk', ['user_id', 'client_id'])
        .execute();
    },
  };
}
