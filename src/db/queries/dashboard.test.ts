import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IsoDate, MonthKey } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import type { MoneyKitchenDb } from '../database';
import { monthScore } from './dashboard';
import { seedReportFixture } from './reportFixture';
import { freshTestDb } from './testDb';

let db: MoneyKitchenDb;

beforeEach(async () => {
  db = freshTestDb();
  await seedReportFixture(db);
});

afterEach(() => db.close());

const today = '2026-01-20' as IsoDate;
const target = (month: string, cents: number) =>
  db.targets.put({ id: month as MonthKey, target_cents: cents as Cents });

describe('monthScore', () => {
  it('is undefined when no target applies to the month', async () => {
    expect(await monthScore(db, today)).toBeUndefined();
    await target('2026-02', 100);
    expect(await monthScore(db, today)).toBeUndefined();
  });

  it("scores this month's net against a target carried forward", async () => {
    await target('2025-11', 1000);
    // January only (31 Dec and 1 Feb are outside): deposits 4000 - withdrawals 2250 = 1750; EGP has no rate.
    expect(await monthScore(db, today)).toEqual({
      month: '2026-01',
      target: 1000,
      net: 1750,
      score: 750,
      status: 'Above Target',
      currency: 'USD',
      missing: ['EGP'],
    });
  });

  it("prefers the month's own target and gives the status from the sign", async () => {
    await target('2025-11', 1000);
    await target('2026-01', 2000);
    expect(await monthScore(db, today)).toMatchObject({ target: 2000, score: -250, status: 'Below Target' });
    await target('2026-01', 1750);
    expect(await monthScore(db, today)).toMatchObject({ score: 0, status: 'On Target' });
  });

  it('converts into the favorite currency', async () => {
    await db.settings.put({ id: 'favorite_currency', value: 'EUR' });
    await target('2026-01', 0);
    // Deposits 2000 EUR; withdrawals 1000 USD x 0.5 + 500 EUR + 250 USD x 0.5 = 1125.
    expect(await monthScore(db, today)).toMatchObject({ net: 875, score: 875, currency: 'EUR' });
  });
});
