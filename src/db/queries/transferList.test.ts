import { beforeEach, describe, expect, it } from 'vitest';
import { addTransaction } from '../commands/transactions';
import { addTransfer } from '../commands/transfers';
import type { IsoDate } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import { isTransfer, rowDetails, type ListRow } from '../../domain/transfers';
import { listRowsMatching, resultSums, transactionResults } from './transactionSearch';
import { db } from './freshDbPerTest';

const now = new Date('2026-03-20T08:00:00.000Z');
const day = (n: number) => `2026-03-${String(n).padStart(2, '0')}` as IsoDate;

/** Transactions on days 1..12 (two on even days), transfers on days 2, 5, 5, 9 and 12. */
async function seed() {
  for (let n = 1; n <= 12; n += 1) {
    const times = n % 2 === 0 ? 2 : 1;
    for (let i = 0; i < times; i += 1) {
      await addTransaction(
        db,
        {
          amount_cents: 10_00 as Cents,
          currency: 'USD',
          trans_status: 'withdraw',
          category: 'Food',
          trans_details: `t${n}.${i}`,
          date: day(n),
        },
        now,
      );
    }
  }
  for (const [n, label] of [
    [2, 'x2'],
    [5, 'x5a'],
    [5, 'x5b'],
    [9, 'x9'],
    [12, 'x12'],
  ] as const) {
    await addTransfer(
      db,
      {
        out_cents: 5_00 as Cents,
        out_currency: 'USD',
        in_cents: 250_00 as Cents,
        in_currency: 'EGP',
        date: day(n),
        details: label,
      },
      now,
    );
  }
}

/** The whole list in order, by reading every row and sorting: what each page must be a slice of. */
async function expectedOrder(): Promise<string[]> {
  const rows: ListRow[] = [...(await db.transactions.toArray()), ...(await db.transfers.toArray())];
  rows.sort((a, b) => (a.date !== b.date ? (a.date < b.date ? 1 : -1) : a.id < b.id ? 1 : -1));
  return rows.map(rowDetails);
}

describe('the transactions list with transfers', () => {
  beforeEach(seed);

  it.each([1, 2, 3, 4, 7, 10])(
    'pages of %i hold every row once, in date order, transfers among them',
    async (perPage) => {
      const expected = await expectedOrder();
      const first = await transactionResults(db, {}, 1, perPage);
      expect(first.totalCount).toBe(23);
      const shown: string[] = [];
      for (let page = 1; page <= first.numPages; page += 1) {
        shown.push(...(await transactionResults(db, {}, page, perPage)).rows.map(rowDetails));
      }
      expect(shown).toEqual(expected);
    },
  );

  it('pages a date range and the oldest-first order the same way', async () => {
    const range = { start: day(4), end: day(9) };
    const inRange = (await expectedOrder()).filter((label) => {
      const n = Number(label.match(/^[tx](\d+)/)![1]);
      return n >= 4 && n <= 9;
    });
    const pages = async (direction: 'asc' | 'desc') => {
      const rows: string[] = [];
      for (let page = 1; page <= 3; page += 1) {
        rows.push(...(await transactionResults(db, { ...range, direction }, page, 4)).rows.map(rowDetails));
      }
      return rows;
    };
    expect(await pages('desc')).toEqual(inRange);
    expect(await pages('asc')).toEqual([...inRange].reverse());
  });

  it('leaves transfers out of searches and filters about income and expense', async () => {
    const byCategory = await transactionResults(db, { categories: ['Food'] }, 1, 100);
    expect(byCategory.totalCount).toBe(18);
    expect(byCategory.rows.some(isTransfer)).toBe(false);
    const byType = await transactionResults(db, { kind: 'withdraw' }, 1, 100);
    expect(byType.rows.some(isTransfer)).toBe(false);
  });

  it('sums what the list shows: transfers move the currencies they touch', async () => {
    // 18 expenses of 10 USD; 5 transfers of 5 USD out, 250 EGP in.
    expect(await resultSums(db, {})).toEqual([
      { currency: 'EGP', cents: 1250_00 },
      { currency: 'USD', cents: -205_00 },
    ]);
    expect(await resultSums(db, { start: day(5), end: day(5) })).toEqual([
      { currency: 'EGP', cents: 500_00 },
      { currency: 'USD', cents: -20_00 },
    ]);
  });

  it('exports transfers with the list, in its order', async () => {
    expect((await listRowsMatching(db, {})).map(rowDetails)).toEqual(await expectedOrder());
    expect((await listRowsMatching(db, { direction: 'asc' })).map(rowDetails)).toEqual(
      (await expectedOrder()).reverse(),
    );
    expect((await listRowsMatching(db, { kind: 'withdraw' })).some(isTransfer)).toBe(false);
  });
});
