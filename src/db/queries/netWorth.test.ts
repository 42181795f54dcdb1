import { describe, expect, it } from 'vitest';
import { addTransaction } from '../commands/transactions';
import { categoryOptions } from './categories';
import { balances, latestRateBook, loadNetWorth } from './netWorth';
import { favoriteCurrency } from './settings';
import { anAccountInput, anEntry } from '../../../tests/support/records';
import { currencyAccountId } from '../../domain/ledgerAccounts';
import type { Cents } from '../../domain/money';
import { netWorth } from '../../domain/netWorth';
import { addAccount } from '../commands/accounts';
import { db } from './freshDbPerTest';

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

describe('net worth by account (issue 44)', () => {
  it('sums the accounts, opening balances and cards included, grouped by account currency', async () => {
    await db.rates.put({ date: '2026-03-01', rates: { EUR: 0.8 } });
    await db.settings.put({ id: 'favorite_currency', value: 'EUR' });
    const giro = await addAccount(db, anAccountInput({ opening_cents: 1000_00 }), now);
    const card = await addAccount(
      db,
      anAccountInput({ name: 'Visa', account_type: 'credit_card', opening_cents: -200_00 }),
      now,
    );
    await addTransaction(db, anEntry({ amount_cents: 50_00, account_id: card.id }), now);
    // Paid in USD from the EUR account: the account moves by the EUR amount, not the USD one.
    await addTransaction(
      db,
      anEntry({ amount_cents: 10_00, currency: 'USD', account_id: giro.id, account_cents: 8_00 as Cents }),
      now,
    );
    await add('USD', 100_00, 'deposit');
    const worth = await loadNetWorth(db);
    expect(worth.perCurrency).toEqual([
      { currency: 'EUR', cents: 992_00 - 250_00, converted: 742_00 },
      { currency: 'USD', cents: 100_00, converted: 80_00 },
    ]);
    expect(worth.total).toBe(822_00);
    expect(worth.accounts.map(({ id, balance, converted, liability }) => [id, balance, converted, liability])).toEqual([
      [currencyAccountId('USD'), 100_00, 80_00, false],
      [giro.id, 992_00, 992_00, false],
      [card.id, -250_00, -250_00, true],
    ]);
  });

  it('equals the per-currency net worth for data without accounts', async () => {
    await db.rates.put({ date: '2026-03-01', rates: { EUR: 0.8, EGP: 48 } });
    await add('USD', 1000_01, 'deposit');
    await add('EUR', 333_33, 'withdraw');
    await add('EGP', 4850_00, 'deposit');
    const worth = await loadNetWorth(db);
    const perCurrency = netWorth(await balances(db), 'USD', await latestRateBook(db));
    expect({ total: worth.total, perCurrency: worth.perCurrency, missing: worth.missing }).toEqual({
      total: perCurrency.total,
      perCurrency: perCurrency.perCurrency,
      missing: perCurrency.missing,
    });
    expect(worth.accounts.map((row) => row.id).sort()).toEqual(['EGP', 'EUR', 'USD'].map(currencyAccountId));
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
