import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import type { TransactionRecord } from '../../domain/records';
import { addTransaction, deleteTransaction, type TransactionInput } from '../commands/transactions';
import type { MoneyKitchenDb } from '../database';
import { addInOrder } from './testDb';
import {
  anchorFor,
  countTransactions,
  transactionPage,
  transactionsInFilter,
  type DateFilter,
  type PageAnchor,
} from './transactions';
import { db } from './freshDbPerTest';

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

/** One transaction per date through the command path, their amounts 1, 2, 3... cents in that order. */
const addAll = (dates: string[]) => addInOrder(dates, (date, i) => addTransaction(db, input(date, i + 1), now));

const amounts = (rows: TransactionRecord[]) => rows.map((row) => row.amount_cents);

/** A page as the list reads it: the filter's count and the page in one read transaction, ten a page unless told. */
const readPage = (db: MoneyKitchenDb, filter: DateFilter, page: number, perPage = 10, anchor?: PageAnchor) =>
  db.transaction('r', db.transactions, db.balances, async () =>
    transactionPage(db, filter, await countTransactions(db, filter), page, perPage, anchor),
  );

describe('transactionPage', () => {
  it('orders by date, newest first, then by creation, newest first', async () => {
    await addAll(['2026-03-01', '2026-03-05', '2026-03-01', '2026-02-28', '2026-03-05']);
    const page = await readPage(db, {}, 1);
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
    const both = await readPage(db, { start: '2026-02-01' as IsoDate, end: '2026-02-28' as IsoDate }, 1);
    expect(amounts(both.rows)).toEqual([4, 3, 2]);
    expect(both.totalCount).toBe(3);
    const fromOnly = await readPage(db, { start: '2026-02-28' as IsoDate }, 1);
    expect(amounts(fromOnly.rows)).toEqual([5, 4]);
    const toOnly = await readPage(db, { end: '2026-02-01' as IsoDate }, 1);
    expect(amounts(toOnly.rows)).toEqual([2, 1]);
    const sameDay = await readPage(db, { start: '2026-02-15' as IsoDate, end: '2026-02-15' as IsoDate }, 1);
    expect(amounts(sameDay.rows)).toEqual([3]);
  });

  it('is empty when From is after To', async () => {
    await addAll(['2026-02-15']);
    const page = await readPage(db, { start: '2026-03-01' as IsoDate, end: '2026-02-01' as IsoDate }, 1);
    expect([page.rows, page.totalCount, page.numPages]).toEqual([[], 0, 1]);
  });

  it('pages by ten with the total count of the filter', async () => {
    const dates = Array.from({ length: 23 }, (_, i) => `2026-01-${String(i + 1).padStart(2, '0')}`);
    await addAll(dates);
    const first = await readPage(db, {}, 1);
    const second = await readPage(db, {}, 2);
    const third = await readPage(db, {}, 3);
    expect(amounts(first.rows)).toEqual([23, 22, 21, 20, 19, 18, 17, 16, 15, 14]);
    expect(amounts(second.rows)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4]);
    expect(amounts(third.rows)).toEqual([3, 2, 1]);
    expect([third.totalCount, third.numPages, third.page]).toEqual([23, 3, 3]);
    const filtered = await readPage(db, { start: '2026-01-05' as IsoDate, end: '2026-01-16' as IsoDate }, 2);
    expect(amounts(filtered.rows)).toEqual([6, 5]);
    expect([filtered.totalCount, filtered.numPages]).toEqual([12, 2]);
  });

  it.each([3, 4, 10])(
    'gives every page by number as that slice of the whole list, read from either end (%i a page)',
    async (perPage) => {
      // Runs of equal dates, so only the id orders the rows at many page boundaries.
      await addAll(Array.from({ length: 31 }, (_, i) => `2026-01-0${1 + (i % 3)}`));
      const all = await transactionsInFilter(db, {});
      const pages = Math.ceil(all.length / perPage);
      for (let page = 1; page <= pages; page++) {
        const shown = await readPage(db, {}, page, perPage);
        expect(shown.rows.map((row) => row.id)).toEqual(
          all.slice((page - 1) * perPage, page * perPage).map((row) => row.id),
        );
      }
    },
  );

  it('moves a page past the end to the last page, and below 1 to the first', async () => {
    await addAll(Array.from({ length: 12 }, () => '2026-01-01'));
    expect((await readPage(db, {}, 9)).page).toBe(2);
    expect(amounts((await readPage(db, {}, 9)).rows)).toEqual([2, 1]);
    expect((await readPage(db, {}, 0)).page).toBe(1);
  });

  it('is an empty first page with no transactions', async () => {
    expect(await readPage(db, {}, 1)).toEqual({ rows: [], page: 1, numPages: 1, perPage: 10, totalCount: 0 });
  });
});

describe('transactionPage with an anchor (keyset paging)', () => {
  // 47 rows on 4 dates, so runs of equal dates cross the page boundaries and only the id orders them.
  const dates = Array.from({ length: 47 }, (_, i) => `2026-02-0${1 + (i % 4)}`);
  const ids = (rows: readonly TransactionRecord[]) => rows.map((row) => row.id);

  /** Walks Next from page 1 to the last page and Previous back, each page read from its anchor. */
  async function walk(filter: DateFilter, perPage: number) {
    const forward = [await readPage(db, filter, 1, perPage)];
    while (forward.at(-1)!.page < forward.at(-1)!.numPages) {
      const shown = forward.at(-1)!;
      forward.push(await readPage(db, filter, shown.page + 1, perPage, anchorFor(shown, shown.page + 1)));
    }
    const backward = [forward.at(-1)!];
    while (backward.at(-1)!.page > 1) {
      const shown = backward.at(-1)!;
      backward.push(await readPage(db, filter, shown.page - 1, perPage, anchorFor(shown, shown.page - 1)));
    }
    return { forward, backward };
  }

  it.each([
    ['no filter, 10 a page', {}, 10],
    ['no filter, 4 a page', {}, 4],
    ['a date filter, 3 a page', { start: '2026-02-02', end: '2026-02-03' }, 3],
  ] as const)('Next and Previous give the pages the offset gives (%s)', async (_name, filter, perPage) => {
    await addAll(dates);
    const { forward, backward } = await walk(filter as DateFilter, perPage);
    expect(forward.length).toBeGreaterThan(2);
    for (const shown of [...forward, ...backward]) {
      const byOffset = await readPage(db, filter as DateFilter, shown.page, perPage);
      expect(ids(shown.rows)).toEqual(ids(byOffset.rows));
      expect(shown.rows).toHaveLength(byOffset.rows.length);
    }
    // Every row once, in list order, across the pages read from anchors.
    const all = await transactionsInFilter(db, filter as DateFilter);
    expect(forward.flatMap((shown) => ids(shown.rows))).toEqual(ids(all));
    expect(backward.map((shown) => shown.page)).toEqual(forward.map((shown) => shown.page).reverse());
  });

  it('Next continues after the last row seen when a newer row arrived meanwhile (the offset would repeat it)', async () => {
    await addAll(dates.slice(0, 30));
    const second = await readPage(db, {}, 2);
    await addTransaction(db, input('2026-03-01', 99), now); // synced in from another device: a new page 1 row
    const third = await readPage(db, {}, 3, 10, anchorFor(second, 3));
    const all = await transactionsInFilter(db, {});
    const afterSeen = all.findIndex((row) => row.id === second.rows.at(-1)!.id) + 1;
    expect(ids(third.rows)).toEqual(ids(all.slice(afterSeen, afterSeen + 10)));
    expect(ids((await readPage(db, {}, 3)).rows)[0]).toBe(second.rows.at(-1)!.id);
  });

  it('reads the page by its offset when rows before the anchor changed its length', async () => {
    const added = await addAll(dates.slice(0, 23));
    const second = await readPage(db, {}, 2);
    const anchor = anchorFor(second, 3);
    await deleteTransaction(db, added.at(-1)!.id); // a row of page 1: the last page now holds 2 rows
    const third = await readPage(db, {}, 3, 10, anchor);
    expect(ids(third.rows)).toEqual(ids((await readPage(db, {}, 3)).rows));
    expect(third.rows).toHaveLength(2);
  });

  it('ignores an anchor taken for another page or outside the filter', async () => {
    await addAll(dates);
    const first = await readPage(db, {}, 1);
    const forPage2 = anchorFor(first, 2)!;
    const page4 = await readPage(db, {}, 4, 10, forPage2);
    expect(ids(page4.rows)).toEqual(ids((await readPage(db, {}, 4)).rows));
    const narrowed: DateFilter = { start: '2026-02-01' as IsoDate, end: '2026-02-01' as IsoDate };
    const outside = await readPage(db, narrowed, 2, 10, forPage2);
    expect(ids(outside.rows)).toEqual(ids((await readPage(db, narrowed, 2)).rows));
    expect(anchorFor(first, 3)).toBeUndefined();
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
