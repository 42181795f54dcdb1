import { describe, expect, it } from 'vitest';
import type { Cents } from '../../domain/money';
import { addScheduled } from '../commands/scheduled';
import { scheduledById, scheduledPage, slicePage } from './scheduled';
import { addInOrder } from './testDb';
import { db } from './freshDbPerTest';

const now = new Date('2026-03-20T12:00:00Z');

/** One active item per day of the month, their amounts 1, 2, 3... cents in that order. */
const addDays = (days: number[]) =>
  addInOrder(days, (day, i) =>
    addScheduled(
      db,
      {
        scheduled_trans_status: 'withdraw',
        day_of_month: day,
        amount_cents: (i + 1) as Cents,
        currency: 'USD',
        category: '',
        scheduled_trans_details: '',
        status: true,
      },
      now,
    ),
  );

describe('scheduledPage', () => {
  it('orders by day of month, then oldest first', async () => {
    await addDays([15, 1, 31, 15, 1]);
    const page = await scheduledPage(db, 1);
    expect(page.rows.map((row) => [row.day_of_month, row.amount_cents])).toEqual([
      [1, 2],
      [1, 5],
      [15, 1],
      [15, 4],
      [31, 3],
    ]);
    expect([page.page, page.numPages, page.perPage, page.totalCount]).toEqual([1, 1, 10, 5]);
  });

  it('pages by ten', async () => {
    await addDays(Array.from({ length: 11 }, (_, i) => i + 1));
    const second = await scheduledPage(db, 2);
    expect(second.rows.map((row) => row.day_of_month)).toEqual([11]);
    expect([second.page, second.numPages, second.totalCount]).toEqual([2, 2, 11]);
  });

  it('reads one item by id', async () => {
    const [item] = await addDays([3]);
    expect(await scheduledById(db, item!.id)).toEqual(item);
  });
});

describe('slicePage', () => {
  it.each([
    [1, [1, 2, 3], 1, 3],
    [3, [7], 3, 3],
    [9, [7], 3, 3],
    [0, [1, 2, 3], 1, 3],
  ])('page %i of seven rows by three', (page, rows, current, numPages) => {
    const result = slicePage([1, 2, 3, 4, 5, 6, 7], page, 3);
    expect([result.rows, result.page, result.numPages, result.totalCount]).toEqual([rows, current, numPages, 7]);
  });

  it('is one empty page for no rows', () => {
    expect(slicePage([], 1, 10)).toEqual({ rows: [], page: 1, numPages: 1, perPage: 10, totalCount: 0 });
  });
});
