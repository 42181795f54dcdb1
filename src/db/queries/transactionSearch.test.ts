import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aTransaction } from '../../../tests/support/records';
import type { CurrencyCode } from '../../domain/currencies';
import type { IsoDate } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import { addTransaction, deleteTransaction, updateTransaction, type TransactionInput } from '../commands/transactions';
import { MoneyKitchenDb, versionOneStores } from '../database';
import { freshTestDb } from './testDb';
import { buildDeferredSearchIndex, searchIndexState } from '../searchIndex';
import type { TransactionRecord } from '../../domain/records';
import { rowDetails } from '../../domain/transfers';
import { addTransfer } from '../commands/transfers';
import {
  listRowsMatching,
  resultSums,
  transactionResults,
  transactionsMatching,
  type TransactionQuery,
} from './transactionSearch';

let db: MoneyKitchenDb;
beforeEach(() => {
  db = freshTestDb();
});
afterEach(() => db.close());

const now = new Date('2026-03-20T12:00:00Z');

function input(details: string, overrides: Partial<TransactionInput> = {}): TransactionInput {
  return {
    amount_cents: 100 as Cents,
    currency: 'USD',
    trans_status: 'withdraw',
    category: 'Food',
    trans_details: details,
    date: '2026-03-10' as IsoDate,
    ...overrides,
  };
}

const add = (details: string, overrides: Partial<TransactionInput> = {}) =>
  addTransaction(db, input(details, overrides), now);

async function detailsOf(query: TransactionQuery, page = 1, perPage = 10) {
  const result = await transactionResults(db, query, page, perPage);
  return result.rows.map(rowDetails);
}

describe('searching words', () => {
  beforeEach(async () => {
    await add('Café au lait', { date: '2026-03-01' as IsoDate });
    await add('Supermarket stall', { date: '2026-03-02' as IsoDate, category: 'Groceries' });
    await add('Dinner with Zoë', { date: '2026-03-03' as IsoDate, category: 'Dining' });
    await add('Bus pass', { date: '2026-03-04' as IsoDate, category: 'Transport' });
  });

  it('finds word beginnings, whatever the case and accents, in description and category', async () => {
    expect(await detailsOf({ text: 'CAFE' })).toEqual(['Café au lait']);
    expect(await detailsOf({ text: 'zoe' })).toEqual(['Dinner with Zoë']);
    expect(await detailsOf({ text: 'super' })).toEqual(['Supermarket stall']);
    expect(await detailsOf({ text: 'groc' })).toEqual(['Supermarket stall']);
    // A word inside another word is not a beginning.
    expect(await detailsOf({ text: 'market' })).toEqual([]);
  });

  it('needs every word typed, in any order, newest first', async () => {
    expect(await detailsOf({ text: 'stall super' })).toEqual(['Supermarket stall']);
    expect(await detailsOf({ text: 'su' })).toEqual(['Supermarket stall']);
    expect(await detailsOf({ text: 'd' })).toEqual(['Dinner with Zoë']);
    expect(await detailsOf({ text: 'food' })).toEqual(['Café au lait']);
    expect(await detailsOf({ text: 'bus lunch' })).toEqual([]);
  });

  it('counts a record once when several of its words begin with the term', async () => {
    await add('Pasta and pesto', { date: '2026-03-05' as IsoDate });
    const result = await transactionResults(db, { text: 'p' }, 1, 10);
    expect(result.totalCount).toBe(2);
    expect(result.rows.map(rowDetails)).toEqual(['Pasta and pesto', 'Bus pass']);
  });

  it('follows edits and deletes made by the commands', async () => {
    const [bus] = (await transactionResults(db, { text: 'bus' }, 1, 10)).rows;
    await updateTransaction(
      db,
      bus as TransactionRecord,
      input('Train ticket', { date: '2026-02-01' as IsoDate, category: 'Transport' }),
    );
    expect(await detailsOf({ text: 'bus' })).toEqual([]);
    expect(await detailsOf({ text: 'train' })).toEqual(['Train ticket']);
    const [train] = (await transactionResults(db, { text: 'train' }, 1, 10)).rows;
    await deleteTransaction(db, train!.id);
    expect(await detailsOf({ text: 'train' })).toEqual([]);
    expect(await detailsOf({ text: 'transport' })).toEqual([]);
    expect(await db.searchRows.count()).toBe(3);
  });
});

describe('filters', () => {
  beforeEach(async () => {
    await add('a', { date: '2025-06-01' as IsoDate, amount_cents: 500 as Cents, category: 'Food' });
    await add('b', { date: '2026-01-15' as IsoDate, amount_cents: 2500 as Cents, category: 'Food' });
    await add('c', { date: '2026-02-15' as IsoDate, amount_cents: 9000 as Cents, category: 'Rent' });
    await add('d', {
      date: '2026-03-01' as IsoDate,
      amount_cents: 300000 as Cents,
      category: 'Salary',
      trans_status: 'deposit',
    });
    await add('e', { date: '2026-03-02' as IsoDate, amount_cents: 1500 as Cents, category: '', currency: 'EUR' });
  });

  it('narrows by type, several categories, "no category", currency, amount range and dates', async () => {
    expect(await detailsOf({ kind: 'deposit' })).toEqual(['d']);
    expect(await detailsOf({ categories: ['Food', 'Rent'] })).toEqual(['c', 'b', 'a']);
    expect(await detailsOf({ categories: [''] })).toEqual(['e']);
    expect(await detailsOf({ currency: 'EUR' as CurrencyCode })).toEqual(['e']);
    expect(await detailsOf({ minCents: 1500, maxCents: 9000 })).toEqual(['e', 'c', 'b']);
    expect(await detailsOf({ categories: ['Food', 'Rent'], maxCents: 2500 })).toEqual(['b', 'a']);
    expect(await detailsOf({ categories: ['Food'], minCents: 2500, text: 'b' })).toEqual(['b']);
    expect(await detailsOf({ start: '2026-01-01' as IsoDate, end: '2026-02-28' as IsoDate })).toEqual(['c', 'b']);
  });

  it('combines a category, an amount range and one year', async () => {
    const query: TransactionQuery = {
      categories: ['Food', 'Rent'],
      minCents: 1000,
      start: '2026-01-01' as IsoDate,
      end: '2026-12-31' as IsoDate,
    };
    const result = await transactionResults(db, query, 1, 10);
    expect(result.rows.map(rowDetails)).toEqual(['c', 'b']);
    expect(result.totalCount).toBe(2);
    // The page came from index keys alone; the sums read the matching records apart.
    expect(result.sums).toBeUndefined();
    expect(await resultSums(db, query)).toEqual([{ currency: 'USD', cents: -11500 }]);
    const withType = await transactionResults(db, { ...query, kind: 'withdraw' }, 1, 10);
    expect(withType.rows.map(rowDetails)).toEqual(['c', 'b']);
    expect(withType.sums).toEqual([{ currency: 'USD', cents: -11500 }]);
  });

  it('sorts by amount or category either way, equal values newest first', async () => {
    expect(await detailsOf({ sort: 'amount', direction: 'desc' })).toEqual(['d', 'c', 'b', 'e', 'a']);
    expect(await detailsOf({ sort: 'amount', direction: 'asc' })).toEqual(['a', 'e', 'b', 'c', 'd']);
    expect(await detailsOf({ sort: 'category', direction: 'asc' })).toEqual(['e', 'b', 'a', 'c', 'd']);
    expect(await detailsOf({ sort: 'date', direction: 'asc' })).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(await detailsOf({ categories: ['Food', 'Rent'], direction: 'asc' })).toEqual(['a', 'b', 'c']);
  });

  it('pages at the size asked for and moves a page past the end to the last one', async () => {
    const result = await transactionResults(db, { sort: 'amount' }, 9, 2);
    expect(result.page).toBe(3);
    expect(result.numPages).toBe(3);
    expect(result.rows.map(rowDetails)).toEqual(['a']);
    const dated = await transactionResults(db, {}, 2, 2);
    expect(dated.rows.map(rowDetails)).toEqual(['c', 'b']);
  });

  it('sums what matches per currency, income minus spending', async () => {
    expect(await resultSums(db, {})).toEqual([
      { currency: 'EUR', cents: -1500 },
      { currency: 'USD', cents: 300000 - 500 - 2500 - 9000 },
    ]);
    expect(await resultSums(db, { categories: ['Food'], text: 'b' })).toEqual([{ currency: 'USD', cents: -2500 }]);
  });

  it('sums a date range from the day rows exactly as from the records, after edits and deletes', async () => {
    const spare = await add('Spare', { date: '2026-01-16' as IsoDate, currency: 'GBP', amount_cents: 700 as Cents });
    await deleteTransaction(db, spare.id);
    const ranges: TransactionQuery[] = [
      { start: '2026-01-01' as IsoDate, end: '2026-01-31' as IsoDate },
      { start: '2026-01-15' as IsoDate },
      { end: '2026-01-14' as IsoDate },
    ];
    for (const range of ranges) {
      // The same range with a filter that changes nothing takes the records' path.
      const fromRecords = await resultSums(db, { ...range, minCents: 0 as Cents });
      expect(await resultSums(db, range)).toEqual(fromRecords);
    }
  });

  it('sums words and categories from the search rows alone, as the records would', async () => {
    const queries: TransactionQuery[] = [
      { text: 'b' },
      { categories: ['Salary', ''] },
      { categories: ['Food', 'Rent'], minCents: 1000, start: '2026-01-01' as IsoDate, end: '2026-12-31' as IsoDate },
      { text: 'd', categories: ['Salary'], end: '2026-02-28' as IsoDate },
    ];
    const reads = vi.spyOn(db.transactions, 'bulkGet');
    for (const query of queries) {
      // Another order than the date's takes the records' path, with the same matches.
      const fromRecords = await resultSums(db, { ...query, sort: 'amount' });
      reads.mockClear();
      expect(await resultSums(db, query)).toEqual(fromRecords);
      expect(reads).not.toHaveBeenCalled();
    }
    expect(await resultSums(db, queries[1]!)).toEqual([
      { currency: 'EUR', cents: -1500 },
      { currency: 'USD', cents: 300000 },
    ]);
  });

  it('gives the export every match in the order shown', async () => {
    const all = await transactionsMatching(db, { currency: 'USD' as CurrencyCode, sort: 'amount', direction: 'asc' });
    expect(all.map((row) => row.trans_details)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('transfers in the search (issue 46, item 8)', () => {
  beforeEach(async () => {
    await add('Wise card top-up fee', { date: '2026-03-01' as IsoDate, category: 'Fees' });
    await add('Groceries', { date: '2026-03-02' as IsoDate });
    await addTransfer(
      db,
      {
        out_cents: 100_00 as Cents,
        out_currency: 'USD' as CurrencyCode,
        in_cents: 92_00 as Cents,
        in_currency: 'EUR' as CurrencyCode,
        date: '2026-03-03' as IsoDate,
        details: 'Wise to the euro pocket',
      },
      now,
    );
  });

  it('finds a transfer by the words of its description, with the transactions, newest first', async () => {
    expect(await detailsOf({ text: 'wise' })).toEqual(['Wise to the euro pocket', 'Wise card top-up fee']);
    expect(await detailsOf({ text: 'wise', direction: 'asc' })).toEqual([
      'Wise card top-up fee',
      'Wise to the euro pocket',
    ]);
    // Sums: the fee spent 1.00 USD; the transfer moved 100.00 USD out and 92.00 EUR in.
    expect(await resultSums(db, { text: 'wise' })).toEqual([
      { currency: 'EUR', cents: 92_00 },
      { currency: 'USD', cents: -101_00 },
    ]);
    expect((await listRowsMatching(db, { text: 'wise' })).map(rowDetails)).toEqual([
      'Wise to the euro pocket',
      'Wise card top-up fee',
    ]);
  });

  it('lists transfers alone by the type Transfer, and never under a category', async () => {
    expect(await detailsOf({ kind: 'transfer' })).toEqual(['Wise to the euro pocket']);
    expect(await detailsOf({ kind: 'transfer', currency: 'EUR' as CurrencyCode })).toEqual(['Wise to the euro pocket']);
    expect(await detailsOf({ kind: 'transfer', currency: 'JPY' as CurrencyCode })).toEqual([]);
    expect(await detailsOf({ kind: 'transfer', minCents: 95_00 })).toEqual(['Wise to the euro pocket']);
    expect(await detailsOf({ kind: 'transfer', maxCents: 50_00 })).toEqual([]);
    expect(await detailsOf({ text: 'wise', categories: ['Fees'] })).toEqual(['Wise card top-up fee']);
    expect(await resultSums(db, { kind: 'transfer' })).toEqual([
      { currency: 'EUR', cents: 92_00 },
      { currency: 'USD', cents: -100_00 },
    ]);
  });
});

describe('opening a database made before the search index (version 3)', () => {
  it('builds the index for every transaction already stored', async () => {
    const indexedDB = new IDBFactory();
    const old = new Dexie('search-upgrade', { indexedDB, IDBKeyRange });
    old.version(1).stores(versionOneStores);
    old.version(2).stores({ dayTotals: null, days: 'date' });
    old.version(3).stores({ deletedOccurrences: 'id' });
    await old
      .table('transactions')
      .bulkPut([
        aTransaction({ id: 'o1', trans_details: 'Árvíztűrő tükörfúrógép', category: 'Tools' }),
        aTransaction({ id: 'o2', trans_details: 'Lunch', date: '2026-01-02' as IsoDate }),
      ]);
    old.close();

    const upgraded = new MoneyKitchenDb('search-upgrade', { indexedDB, IDBKeyRange });
    const previous = db;
    db = upgraded;
    try {
      expect(await db.searchRows.count()).toBe(2);
      expect(await detailsOf({ text: 'arvizturo' })).toEqual(['Árvíztűrő tükörfúrógép']);
      expect(await detailsOf({ categories: ['Food'] })).toEqual(['Lunch']);
    } finally {
      previous.close();
    }
  });
});

describe('opening a database whose search rows lack currency and type (version 9)', () => {
  it('searches the records until the rows are rebuilt in the background, then sums from the rows', async () => {
    const indexedDB = new IDBFactory();
    const old = new Dexie('search-sums-upgrade', { indexedDB, IDBKeyRange });
    old.version(9).stores({
      ...versionOneStores,
      dayTotals: null,
      days: 'date',
      deletedOccurrences: 'id',
      conflicts: 'id',
      searchRows: '[date+id], *words, [category+date], [category+amount]',
      budgets: 'id',
      transfers: 'id, [date+id]',
      categoryStyles: 'id',
      imports: 'id',
    });
    const lunch = aTransaction({ id: 'o1', trans_details: 'Lunch', currency: 'EUR', amount_cents: 1200 as Cents });
    await old.table('transactions').put(lunch);
    await old
      .table('searchRows')
      .put({ date: lunch.date, id: lunch.id, category: lunch.category, amount: 1200, words: ['lunch', 'food'] });
    old.close();

    const upgraded = new MoneyKitchenDb('search-sums-upgrade', { indexedDB, IDBKeyRange });
    const previous = db;
    db = upgraded;
    try {
      expect(await searchIndexState(db)).toBe('deferred');
      expect(await resultSums(db, { text: 'lunch' })).toEqual([{ currency: 'EUR', cents: -1200 }]);
      await buildDeferredSearchIndex(db);
      expect(await db.searchRows.toArray()).toEqual([
        expect.objectContaining({ id: 'o1', currency: 'EUR', kind: 'withdraw', amount: 1200 }),
      ]);
      expect(await resultSums(db, { text: 'lunch' })).toEqual([{ currency: 'EUR', cents: -1200 }]);
    } finally {
      previous.close();
    }
  });
});
