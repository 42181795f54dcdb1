import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { aTransaction } from '../../tests/support/records';
import type { CurrencyCode } from '../domain/currencies';
import type { IsoDate } from '../domain/dates';
import type { Cents } from '../domain/money';
import type { TransactionKind } from '../domain/records';
import { MoneyKitchenDb, versionOneStores } from './database';

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
