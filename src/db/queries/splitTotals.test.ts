import { describe, expect, it } from 'vitest';
import { anEntry } from '../../../tests/support/records';
import type { CurrencyCode } from '../../domain/currencies';
import type { IsoDate, MonthKey } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import { splitFields, splitTexts, type SplitPart } from '../../domain/splits';
import { rowDetails } from '../../domain/transfers';
import { setBudget } from '../commands/budgets';
import { addTransaction, updateTransaction } from '../commands/transactions';
import { budgetOverview } from './budgets';
import { db } from './freshDbPerTest';
import { reportFor } from './reports';
import type { TransactionQuery } from './transactionQuery';
import { transactionResults } from './transactionSearch';

const now = new Date('2026-03-20T12:00:00Z');
const part = (category: string, cents: number, note = ''): SplitPart => ({
  category,
  amount_cents: cents as Cents,
  note,
});
/** A supermarket receipt of 86.40 EUR: 61.20 of food and 25.20 of household goods. */
const receipt = () =>
  anEntry({ amount_cents: 86_40, ...splitFields([part('Food', 61_20), part('Household', 25_20, 'detergent')]) });

const marchReport = () => reportFor(db, '2026-03-01' as IsoDate, '2026-03-31' as IsoDate, 'EUR');
const withdrawn = async () =>
  (await marchReport()).user_withdraw_on_range.map(({ category, converted_amount }) => [category, converted_amount]);

describe('a split transaction in the figures', () => {
  it('counts in the monthly report as its parts, each in its own category', async () => {
    await addTransaction(db, receipt(), now);
    expect(await withdrawn()).toEqual([
      ['Food', 61_20],
      ['Household', 25_20],
    ]);
    expect((await marchReport()).total_withdraw).toBe(86_40);
  });

  it("counts a part against its category's budget", async () => {
    await setBudget(
      db,
      {
        category: 'Household',
        month: '2026-03' as MonthKey,
        limit_cents: 50_00 as Cents,
        currency: 'EUR' as CurrencyCode,
        rollover: false,
      },
      now,
    );
    await addTransaction(db, receipt(), now);
    const overview = await budgetOverview(db, '2026-03-20' as IsoDate, 1);
    expect(overview.current.map((entry) => [entry.budget.category, entry.spent])).toEqual([['Household', 25_20]]);
  });

  it('counts as a whole again once unsplit', async () => {
    const added = await addTransaction(db, receipt(), now);
    await updateTransaction(db, added, { ...receipt(), category: 'Food', parts: undefined });
    expect(await withdrawn()).toEqual([['Food', 86_40]]);
  });

  it('refuses parts that do not add up to the amount, and writes nothing', async () => {
    const uneven = { ...receipt(), amount_cents: 90_00 as Cents };
    await expect(addTransaction(db, uneven, now)).rejects.toThrow(splitTexts.mismatch);
    const added = await addTransaction(db, receipt(), now);
    // An edit of the amount alone would leave the parts behind it.
    await expect(updateTransaction(db, added, { ...receipt(), amount_cents: 90_00 as Cents })).rejects.toThrow(
      splitTexts.mismatch,
    );
    expect(await db.transactions.count()).toBe(1);
    expect((await marchReport()).total_withdraw).toBe(86_40);
  });
});

describe('a split in the transactions search', () => {
  const found = async (query: TransactionQuery) => (await transactionResults(db, query, 1, 10)).rows.map(rowDetails);

  it("is found by any part's category and a part's note, from the index and while it is built", async () => {
    await addTransaction(db, { ...receipt(), trans_details: 'REWE' }, now);
    await addTransaction(db, anEntry({ category: 'Housing', trans_details: 'Rent' }), now);
    const results = async () => ({
      household: await found({ categories: ['Household'] }),
      food: await found({ categories: ['Food'] }),
      note: await found({ text: 'deterg' }),
    });
    const expected = { household: ['REWE'], food: ['REWE'], note: ['REWE'] };
    expect(await results()).toEqual(expected);
    await db.syncState.put({ key: 'searchIndex', value: 'building' });
    expect(await results()).toEqual(expected);
  });

  it('is found by its first category alone when an amount range is asked, as its amount is the whole', async () => {
    await addTransaction(db, { ...receipt(), trans_details: 'REWE' }, now);
    expect(await found({ categories: ['Household'], minCents: 1 as Cents })).toEqual([]);
    expect(await found({ categories: ['Food'], minCents: 1 as Cents })).toEqual(['REWE']);
  });
});
