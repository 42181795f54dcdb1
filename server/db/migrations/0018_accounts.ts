import { sql, type Kysely, type Migration } from 'kysely';
import { createRecordTable } from './recordTable';

/**
 * Accounts (issue 44; docs/sync-protocol.md, "Accounts"): a record kind like the others (keyed by
 * user and id, with seq, tombstone and edit time), and the optional account fields of transactions,
 * transfers, schedules and wishes, null (absent) in every row written before them.
 *
 * No existing row is rewritten: a record naming no account belongs to its currency's account. Those
 * accounts are made here, one per person and currency in use, with change numbers from the person's
 * counter, so every device receives them by an ordinary pull after the cursor it holds. The ids and
 * names are spelled out here rather than imported, so this migration means tomorrow what it means today.
 */
export function createAccounts(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createAccountsTable(db);
      await addAccountColumns(db);
      await makeCurrencyAccounts(db, new Date().toISOString());
    },
  };
}

async function createAccountsTable(db: Kysely<unknown>) {
  await createRecordTable(db, 'accounts', [
    ['name', 'text'],
    ['account_type', 'text'],
    ['currency', 'text'],
    ['opening_cents', 'bigint'],
    ['opening_date', 'text'],
    ['note', 'text'],
    ['last_four', 'text'],
    ['sort_order', 'integer'],
    ['closed', 'integer'],
    ['reconciled_date', 'text'],
    ['reconciled_cents', 'bigint'],
    ['created_at', 'text'],
  ]);
}

async function addAccountColumns(db: Kysely<unknown>) {
  const added: [table: string, columns: [name: string, type: 'text' | 'bigint'][]][] = [
    [
      'transactions',
      [
        ['account_id', 'text'],
        ['account_cents', 'bigint'],
        ['clearance', 'text'],
      ],
    ],
    [
      'transfers',
      [
        ['out_account_id', 'text'],
        ['in_account_id', 'text'],
      ],
    ],
    ['scheduled_transactions', [['account_id', 'text']]],
    ['wishes', [['account_id', 'text']]],
  ];
  for (const [table, columns] of added)
    for (const [name, type] of columns) await db.schema.alterTable(table).addColumn(name, type).execute();
  // Deleting an account asks whether a live transaction still names it.
  await db.schema
    .createIndex('transactions_by_account')
    .on('transactions')
    .columns(['user_id', 'account_id'])
    .execute();
}

interface CurrencyInUse {
  user_id: string;
  currency: string;
  first_date: string | null;
}

/** One account per person and currency of a live transaction, transfer side, schedule or wish. */
async function makeCurrencyAccounts(db: Kysely<unknown>, now: string) {
  const inUse = await sql<CurrencyInUse>`
    select user_id, currency, min(date) as first_date from (
      select user_id, currency, date from transactions where deleted = 0
      union all select user_id, out_currency as currency, date from transfers where deleted = 0
      union all select user_id, in_currency as currency, date from transfers where deleted = 0
      union all select user_id, currency, null as date from scheduled_transactions where deleted = 0
      union all select user_id, currency, null as date from wishes where deleted = 0
    ) used
    where currency is not null
    group by user_id, currency
    order by user_id, currency
  `.execute(db);
  const byUser = new Map<string, CurrencyInUse[]>();
  for (const row of inUse.rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
  for (const [userId, currencies] of byUser) {
    const last = await takeChangeNumbers(db, userId, currencies.length);
    let seq = last - currencies.length;
    let order = 0;
    for (const { currency, first_date } of currencies) {
      seq += 1;
      await sql`
        insert into accounts (user_id, id, seq, deleted, updated_at, edited_at, name, account_type, currency,
          opening_cents, opening_date, note, last_four, sort_order, closed, reconciled_date, reconciled_cents, created_at)
        values (${userId}, ${`currency-account-${currency}`}, ${seq}, 0, ${now}, null, ${`${currency} account`},
          'current', ${currency}, 0, ${first_date ?? now.slice(0, 10)}, '', '', ${order++}, 0, null, null, ${now})
      `.execute(db);
    }
  }
}

/** Moves the person's change counter on by `count`; answers the last number taken. */
async function takeChangeNumbers(db: Kysely<unknown>, userId: string, count: number): Promise<number> {
  const row = await sql<{ last_seq: number | string }>`
    insert into change_counters (user_id, last_seq) values (${userId}, ${count})
    on conflict (user_id) do update set last_seq = change_counters.last_seq + ${count}
    returning last_seq
  `.execute(db);
  return Number(row.rows[0]?.last_seq);
}
