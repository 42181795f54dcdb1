import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import { addTransaction } from '../commands/transactions';
import { recentTransactions } from './recentTransactions';
import { db } from './freshDbPerTest';

const add = (date: string, trans_details: string) =>
  addTransaction(
    db,
    {
      amount_cents: 100 as Cents,
      currency: 'USD',
      trans_status: 'withdraw',
      category: 'Food',
      trans_details,
      date: date as IsoDate,
    },
    new Date(),
  );

describe('recentTransactions', () => {
  it('gives the newest by date, then the last added of a date, as the list orders them', async () => {
    await add('2026-01-05', 'a');
    await add('2026-03-01', 'b');
    await add('2025-12-31', 'c');
    await add('2026-03-01', 'd');
    await add('2026-02-10', 'e');
    await add('2026-02-11', 'f');
    expect((await recentTransactions(db, 5)).map((row) => row.trans_details)).toEqual(['d', 'b', 'f', 'e', 'a']);
  });
});
