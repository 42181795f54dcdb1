import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { aTransaction } from '../../tests/support/records';
import type { CurrencyCode } from '../domain/currencies';
import type { IsoDate } from '../domain/dates';
import type { Cents } from '../domain/money';
import type { TransactionKind } from '../domain/records';
import { currencyAccountId } from '../domain/ledgerAccounts';
import { netWorth, type Balance } from '../domain/netWorth';
import { MoneyKitchenDb, versionOneStores } from './database';
import { accountBalanceOn, listAccounts } from './queries/accounts';
import { latestRateBook, loadNetWorth } from './queries/netWorth';

/** A device database made by version 1: day totals one row per day, type, category and currency. */
function versionOneDb(name: string, indexedDB: IDBFactory) {
  const db = new Dexie(name, { indexedDB, IDBKeyRange });
  db.version(1).stores(versionOneStores);
  return db;
}

const tx = (
  id: string,
  date: string,
  trans_status: TransactionKind,
  category: string,
  currency: CurrencyCode,
  amount: number,
) => aTransaction({ id, date: date as IsoDate, trans_status, category, currency, amount_cents: amount as Cents });

describe('opening a device database made by version 1', () => {
  it('rebuilds one day row per date from the transactions and keeps everything else', async () => {
    const indexedDB = new IDBFactory();
    const old = versionOneDb('upgrade-test', indexedDB);
    const transactions = [
      tx('a', '2026-03-10', 'withdraw', 'Food', 'EUR', 1000),
      tx('b', '2026-03-10', 'withdraw', 'Food', 'EUR', 250),
      tx('c', '2026-03-10', 'deposit', 'Salary', 'USD', 9000),
      tx('d', '2026-03-12', 'withdraw', '', 'EUR', 400),
    ];
    await old.table('transactions').bulkPut(transactions);
    await old.table('balances').put({ currency: 'EUR', cents: -1650, count: 3 });
    await old.table('outbox').add({ name: 'transaction.put.v1', args: transactions[3], recordKey: 'transaction:d' });
    old.close();

    const db = new MoneyKitchenDb('upgrade-test', { indexedDB, IDBKeyRange });
    const days = await db.days.toArray();

    expect(days).toEqual([
      {
        date: '2026-03-10',
        sums: [
          { kind: 'withdraw', category: 'Food', currency: 'EUR', cents: 1250, count: 2 },
          { kind: 'deposit', category: 'Salary', currency: 'USD', cents: 9000, count: 1 },
        ],
      },
      { date: '2026-03-12', sums: [{ kind: 'withdraw', category: '', currency: 'EUR', cents: 400, count: 1 }] },
    ]);
    expect(db.tables.map((table) => table.name)).not.toContain('dayTotals');
    expect(await db.transactions.count()).toBe(4);
    expect(await db.balances.toArray()).toEqual([{ currency: 'EUR', cents: -1650, count: 3 }]);
    expect(await db.outbox.count()).toBe(1);
    // Version 3 adds the deleted occurrences, empty until a delete is made, pulled or refused.
    expect(await db.deletedOccurrences.count()).toBe(0);
    db.close();
  });
});

/** The schema as version 10 left it (frozen: the devices holding today's data have exactly this). */
const versionTenStores = {
  transactions: 'id, [date+id]',
  scheduled: 'id',
  wishes: 'id, year',
  targets: 'id',
  settings: 'id',
  outbox: '++number, recordKey',
  rejections: '++id',
  syncState: 'key',
  balances: 'currency',
  days: 'date',
  categoryUse: '[kind+category]',
  rates: 'date',
  deletedOccurrences: 'id',
  conflicts: 'id',
  searchRows: '[date+id], *words, [category+date], [category+amount]',
  budgets: 'id',
  imports: 'id',
  transfers: 'id, [date+id]',
  categoryStyles: 'id',
};

describe('opening a device database made by version 10 (before accounts)', () => {
  it('keeps every balance and net worth figure to the cent, each currency now its account', async () => {
    const indexedDB = new IDBFactory();
    const old = new Dexie('accounts-upgrade-test', { indexedDB, IDBKeyRange });
    old.version(10).stores(versionTenStores);
    const transactions = [
      tx('a', '2026-03-10', 'deposit', 'Salary', 'EUR', 3000_00),
      tx('b', '2026-03-11', 'withdraw', 'Food', 'EUR', 12_34),
      tx('c', '2026-04-02', 'withdraw', 'Food', 'EUR', 5_01),
      tx('d', '2026-03-12', 'withdraw', 'Taxi', 'USD', 19_99),
    ];
    const transfer = {
      id: 'move',
      out_cents: 100_00,
      out_currency: 'EUR',
      in_cents: 108_37,
      in_currency: 'USD',
      date: '2026-03-20',
      details: '',
      created_at: '2026-03-20T09:00:00.000Z',
    };
    await old.table('transactions').bulkPut(transactions);
    await old.table('transfers').put(transfer);
    // A first sync midway: 250.00 EUR of older transactions (3 of them) still to come, counted in the balance.
    const pending = [{ currency: 'EUR', cents: 250_00, count: 3 }];
    await old
      .table('syncState')
      .put({ key: 'history', value: JSON.stringify({ before: '2026-03-01', pending, pendingAt: 9 }) });
    const balances = [
      { currency: 'EUR', cents: 3000_00 - 12_34 - 5_01 - 100_00 + 250_00, count: 6, transfers: 1 },
      { currency: 'USD', cents: -19_99 + 108_37, count: 1, transfers: 1 },
    ];
    await old.table('balances').bulkPut(balances);
    await old.table('rates').put({ date: '2026-04-01', rates: { EUR: 0.9 } });
    old.close();

    const db = new MoneyKitchenDb('accounts-upgrade-test', { indexedDB, IDBKeyRange });
    const accounts = await listAccounts(db);
    expect(accounts.map(({ account, balance, implicit }) => [account.id, account.name, balance, implicit])).toEqual([
      [currencyAccountId('EUR'), 'EUR account', 3132_65, true],
      [currencyAccountId('USD'), 'USD account', 88_38, true],
    ]);
    expect(await db.balances.toArray()).toEqual(balances);
    const worth = await loadNetWorth(db);
    expect(worth.perCurrency).toEqual(
      netWorth(
        balances.map(({ currency, cents }): Balance => ({ currency, cents: cents as Cents })),
        'USD',
        await latestRateBook(db),
      ).perCurrency,
    );
    expect(worth.total).toBe(Math.round(3132_65 / 0.9) + 88_38);
    // On a date: the pending totals are older than every day the device holds.
    expect(await accountBalanceOn(db, currencyAccountId('EUR'), '2026-03-31' as IsoDate)).toBe(3137_66);
    expect(await accountBalanceOn(db, currencyAccountId('USD'), '2026-03-19' as IsoDate)).toBe(-19_99);
    // No record was rewritten; the search rows are rebuilt in the background with their accounts.
    expect(await db.transactions.toArray()).toEqual(transactions);
    expect(await db.syncState.get('searchIndex')).toEqual({ key: 'searchIndex', value: 'deferred' });
    db.close();
  });
});
