import { describe, expect, it } from 'vitest';
import type { Cents } from '../../domain/money';
import type { WishRecord } from '../../domain/records';
import { addWish } from '../commands/wishes';
import { addInOrder } from './testDb';
import { wishById, wishPage } from './wishes';
import { db } from './freshDbPerTest';

const now = new Date('2026-03-20T12:00:00Z');

/** One wish per year given, their prices 1, 2, 3... cents in that order. */
const addAll = (years: number[]) =>
  addInOrder(years, (year, i) =>
    addWish(db, { price_cents: (i + 1) as Cents, currency: 'USD', year, wish_details: `Wish ${i + 1}`, link: '' }, now),
  );

const prices = (rows: WishRecord[]) => rows.map((row) => row.price_cents);

describe('wishPage', () => {
  it('lists one year only, newest first', async () => {
    await addAll([2026, 2025, 2026, 2027, 2026]);
    const page = await wishPage(db, 2026, 1);
    expect(prices(page.rows)).toEqual([5, 3, 1]);
    expect([page.page, page.numPages, page.perPage, page.totalCount]).toEqual([1, 1, 10, 3]);
    expect(prices((await wishPage(db, 2025, 1)).rows)).toEqual([2]);
  });

  it('pages by ten and moves a page out of range into it', async () => {
    await addAll(Array.from({ length: 12 }, () => 2026));
    const second = await wishPage(db, 2026, 2);
    expect(prices(second.rows)).toEqual([2, 1]);
    expect([second.page, second.numPages, second.totalCount]).toEqual([2, 2, 12]);
    expect((await wishPage(db, 2026, 9)).page).toBe(2);
    expect((await wishPage(db, 2026, 0)).page).toBe(1);
  });

  it('is an empty first page for a year without wishes', async () => {
    await addAll([2026]);
    expect(await wishPage(db, 2030, 1)).toEqual({ rows: [], page: 1, numPages: 1, perPage: 10, totalCount: 0 });
  });
});

describe('wishById', () => {
  it('reads the stored wish, or undefined', async () => {
    const [wish] = await addAll([2026]);
    expect(await wishById(db, wish!.id)).toEqual(wish);
    expect(await wishById(db, 'gone')).toBeUndefined();
  });
});
