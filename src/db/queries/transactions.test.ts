import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IsoDate } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import type { TransactionRecord } from '../../domain/records';
import { addTransaction, deleteTransaction, type TransactionInput } from '../commands/transactions';
import type { MoneyKitchenDb } from '../database';
import { freshTestDb } from './testDb';
import { countTransactions, transactionPage, transactionsInFilter } from './transactions';

let db: MoneyKitchenDb;

beforeEach(() => {
  db = freshTestDb();
});

afterEach(() => db.close());

const now = new Date('2026-03-20T12:00:00Z');

function input(date: string, amount = 100, overrides: Partial<TransactionInput> = {}): TransactionInput {
  return {
    amount_cents: amount as Cents,
    currency: 'USD',
    trans_status: 'withdraw',
    category: 'Food',
    trans_details: '',
    date: date as IsoDate,
    ...overrides,
  };
}

/** Adds in order through the command path, so ids (UUIDv7) grow with each call. */
async function addAll(dates: string[]): Promise<TransactionRecord[]> {
  const added: TransactionRecord[] = [];
  for (const [i, date] of dates.entries()) added.push(await addTransaction(db, input(date, i + 1), now));
  return added;
}

const amounts = (rows: TransactionRecord[]) => rows.map((row) => row.amount_cents);

describe('transactionPage', () => {
  it('orders by date, newest first, then by creation, newest first', async () => {
    await addAll(['2026-03-01', '2026-03-05', '2026-03-01', '2026-02-28', '2026-03-05']);
    const page = await transactionPage(db, {}, 1);
    expect(page.rows.map((row) => [row.date, row.amount_cents])).toEqual([
      ['2026-03-05', 5],
      ['2026-03-05', 2],
      ['2026-03-01', 3],
      ['2026-03-01', 1],
      ['2026-02-28', 4],
    ]);
    expect([page.page, page.numPages, page.perPage, page.totalCount]).toEqual([1, 1, 10, 5]);
  });

  it('includes both filter bounds and allows either one alone', async () => {
    await addAll(['2026-01-31', '2026-02-01', '2026-02-15', '2026-02-28', '2026-03-01']);
    const both = await transactionPage(db, { start: '2026-02-01' as IsoDate, end: '2026-02-28' as IsoDate }, 1);
    expect(amounts(both.rows)).toEqual([4, 3, 2]);
    expect(both.totalCount).toBe(3);
    const fromOnly = await transactionPage(db, { start: '2026-02-28' as IsoDate }, 1);
    expect(amounts(fromOnly.rows)).toEqual([5, 4]);
    const toOnly = await transactionPage(db, { end: '2026-02-01' as IsoDate }, 1);
    expect(amounts(toOnly.rows)).toEqual([2, 1]);
    const sameDay = await transactionPage(db, { start: '2026-02-15' as IsoDate, end: '2026-02-15' as IsoDate }, 1);
    expect(amounts(sameDay.rows)).toEqual([3]);
  });

  it('is empty when From is after To', async () => {
    await addAll(['2026-02-15']);
    const page = await transactionPage(db, { start: '2026-03-01' as IsoDate, end: '2026-02-01' as IsoDate }, 1);
    expect([page.rows, page.totalCount, page.numPages]).toEqual([[], 0, 1]);
  });

  it('pages by ten with the total count of the filter', async () => {
    const dates = Array.from({ length: 23 }, (_, i) => `2026-01-${String(i + 1).padStart(2, '0')}`);
    await addAll(dates);
    const first = await transactionPage(db, {}, 1);
    const second = await transactionPage(db, {}, 2);
    const third = await transactionPage(db, {}, 3);
    expect(amounts(first.rows)).toEqual([23, 22, 21, 20, 19, 18, 17, 16, 15, 14]);
    expect(amounts(second.rows)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4]);
    expect(amounts(third.rows)).toEqual([3, 2, 1]);
    expect([third.totalCount, third.numPages, third.page]).toEqual([23, 3, 3]);
    const filtered = await transactionPage(db, { start: '2026-01-05' as IsoDate, end: '2026-01-16' as IsoDate }, 2);
    expect(amounts(filtered.rows)).toEqual([6, 5]);
    expect([filtered.totalCount, filtered.numPages]).toEqual([12, 2]);
  });

  it('moves a page past the end to the last page, and below 1 to the first', async () => {
    await addAll(Array.from({ length: 12 }, () => '2026-01-01'));
    expect((await transactionPage(db, {}, 9)).page).toBe(2);
    expect(amounts((await transactionPage(db, {}, 9)).rows)).toEqual([2, 1]);
    expect((await transactionPage(db, {}, 0)).page).toBe(1);
  });

  it('is an empty first page with no transactions', async () => {
    expect(await transactionPage(db, {}, 1)).toEqual({ rows: [], page: 1, numPages: 1, perPage: 10, totalCount: 0 });
  });
});

describe('countTransactions', () => {
  it('counts across currencies and follows deletes', async () => {
    const [first] = await addAll(['2026-01-01', '2026-01-02']);
    await addTransaction(db, input('2026-01-03', 7, { currency: 'EUR', trans_status: 'deposit' }), now);
    expect(await countTransactions(db, {})).toBe(3);
    await deleteTransaction(db, first!.id);
    expect(await countTransactions(db, {})).toBe(2);
    expect(await countTransactions(db, { start: '2026-01-02' as IsoDate })).toBe(2);
    expect(await countTransactions(db, { end: '2026-01-02' as IsoDate })).toBe(1);
  });
});

describe('transactionsInFilter', () => {
  it('gives every row of the filter in list order, beyond one page', async () => {
    const dates = Array.from({ length: 15 }, (_, i) => `2026-01-${String(i + 1).padStart(2, '0')}`);
    await addAll(dates);
    const rows = await transactionsInFilter(db, { start: '2026-01-02' as IsoDate });
    expect(amounts(rows)).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  });
});
