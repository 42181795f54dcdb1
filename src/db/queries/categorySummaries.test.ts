import { expect, it } from 'vitest';
import type { CurrencyCode } from '../../domain/currencies';
import type { IsoDate } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import type { TransactionKind } from '../../domain/records';
import { addScheduled } from '../commands/scheduled';
import { addTransaction } from '../commands/transactions';
import { categoryOverview } from './categorySummaries';
import { db } from './freshDbPerTest';

const now = new Date('2026-03-15T10:00:00Z');
const add = (kind: TransactionKind, category: string, cents: number, currency: CurrencyCode, date: string) =>
  addTransaction(
    db,
    { trans_status: kind, category, amount_cents: cents as Cents, currency, trans_details: '', date: date as IsoDate },
    now,
  );

it('lists each category per type with its count and its total converted at each date’s rate', async () => {
  await db.rates.bulkPut([
    { date: '2026-01-01', rates: { USD: 1, EUR: 0.5 } },
    { date: '2026-02-01', rates: { USD: 1, EUR: 0.8 } },
  ]);
  await add('withdraw', 'Food', 1000, 'USD', '2026-01-05');
  await add('withdraw', 'Food', 1000, 'EUR', '2026-01-06'); // 20.00 USD at 0.5
  await add('withdraw', 'Food', 800, 'EUR', '2026-02-06'); // 10.00 USD at 0.8
  await add('withdraw', 'Rent', 50000, 'USD', '2026-02-01');
  await add('deposit', 'Food', 300, 'USD', '2026-02-01');
  await add('withdraw', '', 999, 'USD', '2026-02-01');
  await addScheduled(
    db,
    {
      scheduled_trans_status: 'withdraw',
      day_of_month: 1,
      amount_cents: 100 as Cents,
      currency: 'USD',
      category: 'Gym',
      scheduled_trans_details: '',
      status: true,
    },
    now,
  );

  expect(await categoryOverview(db, 'USD')).toEqual({
    withdraw: [
      { kind: 'withdraw', category: 'Food', count: 3, scheduled: 0, total: 4000 },
      { kind: 'withdraw', category: 'Rent', count: 1, scheduled: 0, total: 50000 },
      { kind: 'withdraw', category: 'Gym', count: 0, scheduled: 1, total: 0 },
    ],
    deposit: [{ kind: 'deposit', category: 'Food', count: 1, scheduled: 0, total: 300 }],
    missing: [],
  });
});

it('is empty for a new person', async () => {
  expect(await categoryOverview(db, 'EUR')).toEqual({ deposit: [], withdraw: [], missing: [] });
});
