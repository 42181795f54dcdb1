import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addTransaction } from '../commands/transactions';
import type { MoneyKitchenDb } from '../database';
import { categoryOptions } from './categories';
import { balances, latestRateBook, loadNetWorth } from './netWorth';
import { favoriteCurrency } from './settings';
import { freshTestDb } from './testDb';
import { anEntry } from '../../../tests/support/records';

let db: MoneyKitchenDb;

beforeEach(() => {
  db = freshTestDb();
});

afterEach(() => db.close());

const now = new Date('2026-03-20T12:00:00Z');

async function add(currency: 'USD' | 'EUR' | 'EGP', cents: number, kind: 'deposit' | 'withdraw', category = '') {
  await addTransaction(
    db,
    anEntry({ amount_cents: cents, currency, trans_status: kind, category, date: '2026-03-01' }),
    now,
  );
}

describe('net worth queries', () => {
  it('reads the favorite currency, USD by default', async () => {
    expect(await favoriteCurrency(db)).toBe('USD');
    await db.settings.put({ id: 'favorite_currency', value: 'EUR' });
    expect(await favoriteCurrency(db)).toBe('EUR');
  });

  it('reads balances, negative ones included', async () => {
    await add('USD', 1000, 'deposit');
    await add('EUR', 250, 'withdraw');
    expect((await balances(db)).sort((a, b) => a.currency.localeCompare(b.currency))).toEqual([
      { currency: 'EUR', cents: -250 },
      { currency: 'USD', cents: 1000 },
    ]);
  });

  it('converts at the newest rate table and names currencies without a rate', async () => {
    await db.rates.bulkPut([
      { date: '2026-01-01', rates: { EUR: 0.5 } },
      { date: '2026-03-01', rates: { EUR: 0.8 } },
    ]);
    expect((await latestRateBook(db)).latest()?.date).toBe('2026-03-01');
    await add('USD', 1000, 'deposit');
    await add('EUR', 400, 'deposit');
    await add('EGP', 5000, 'deposit');
    const worth = await loadNetWorth(db);
    expect(worth.total).toBe(1500);
    expect(worth.currency).toBe('USD');
    expect(worth.missing).toEqual(['EGP']);
    expect(worth.perCurrency.find((row) => row.currency === 'EUR')?.converted).toBe(500);
  });
});

describe('categoryOptions', () => {
  it('lists the categories used for one type only, most used first', async () => {
    await add('USD', 1, 'withdraw', 'Cinema');
    await add('USD', 1, 'withdraw', 'Bakery');
    await add('USD', 1, 'withdraw', 'Bakery');
    await add('USD', 1, 'deposit', 'Bonus');
    const withdraw = await categoryOptions(db, 'withdraw');
    expect(withdraw.slice(0, 2)).toEqual(['Bakery', 'Cinema']);
    expect(withdraw).not.toContain('Bonus');
    expect((await categoryOptions(db, 'deposit'))[0]).toBe('Bonus');
  });
});
