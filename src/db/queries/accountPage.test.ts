import { describe, expect, it } from 'vitest';
import { anAccountInput, anEntry } from '../../../tests/support/records';
import type { IsoDate } from '../../domain/dates';
import { currencyAccountId } from '../../domain/ledgerAccounts';
import type { Cents } from '../../domain/money';
import { isTransfer, rowDetails } from '../../domain/transfers';
import { addAccount } from '../commands/accounts';
import { addTransaction } from '../commands/transactions';
import { addTransfer } from '../commands/transfers';
import { deferSearchIndex } from '../searchIndex';
import { accountPage } from './accountPage';
import { addInOrder } from './testDb';
import { db } from './freshDbPerTest';

const now = new Date('2026-03-20T12:00:00Z');

/** A current account of 100 EUR, 12 expenses of 1..12 EUR over 4 days, a transfer out to a card and a USD row elsewhere. */
async function aMonthInTheAccount() {
  const giro = await addAccount(db, anAccountInput({ opening_cents: 100_00 }), now);
  const card = await addAccount(
    db,
    anAccountInput({ name: 'Card', account_type: 'credit_card', opening_cents: -50_00 }),
    now,
  );
  await addInOrder([...Array(12).keys()], (i) =>
    addTransaction(
      db,
      anEntry({
        amount_cents: (i + 1) * 100,
        account_id: giro.id,
        date: `2026-03-0${1 + (i % 4)}`,
        trans_details: `row ${i + 1}`,
      }),
      now,
    ),
  );
  await addTransfer(
    db,
    {
      out_cents: 30_00 as Cents,
      out_currency: 'EUR',
      in_cents: 30_00 as Cents,
      in_currency: 'EUR',
      out_account_id: giro.id,
      in_account_id: card.id,
      date: '2026-03-03' as IsoDate,
      details: 'Card payment',
    },
    now,
  );
  await addTransaction(db, anEntry({ currency: 'USD', amount_cents: 999 }), now);
  return { giro, card };
}

const shown = (page: NonNullable<Awaited<ReturnType<typeof accountPage>>>) =>
  page.rows.map(({ row, effect, balanceAfter }) => [row.date, rowDetails(row), effect, balanceAfter]);

describe('an account page', () => {
  it('lists its transactions and transfers newest first, each with the balance after it', async () => {
    const { giro, card } = await aMonthInTheAccount();
    const first = (await accountPage(db, giro.id, 1, 5))!;
    // Balance now: 100 - (1 + ... + 12) - 30 = -8 EUR.
    expect(first.balance).toBe(-8_00);
    expect(first.totalCount).toBe(13);
    expect(first.numPages).toBe(3);
    expect(shown(first)).toEqual([
      ['2026-03-04', 'row 12', -12_00, -8_00],
      ['2026-03-04', 'row 8', -8_00, 4_00],
      ['2026-03-04', 'row 4', -4_00, 12_00],
      ['2026-03-03', 'Card payment', -30_00, 16_00],
      ['2026-03-03', 'row 11', -11_00, 46_00],
    ]);

    // Page 2 starts inside a day: the rows of that day above it are taken off the balance too.
    expect(shown((await accountPage(db, giro.id, 2, 5))!)).toEqual([
      ['2026-03-03', 'row 7', -7_00, 57_00],
      ['2026-03-03', 'row 3', -3_00, 64_00],
      ['2026-03-02', 'row 10', -10_00, 67_00],
      ['2026-03-02', 'row 6', -6_00, 77_00],
      ['2026-03-02', 'row 2', -2_00, 83_00],
    ]);
    const last = (await accountPage(db, giro.id, 3, 5))!;
    // The oldest row leaves the opening balance before it.
    expect(shown(last).at(-1)).toEqual(['2026-03-01', 'row 1', -1_00, 100_00 - 1_00]);

    const cardPage = (await accountPage(db, card.id, 1, 5))!;
    expect(cardPage.rows.map(({ row, balanceAfter }) => [isTransfer(row), balanceAfter])).toEqual([[true, -20_00]]);
    expect((await accountPage(db, currencyAccountId('USD'), 1, 5))!.balance).toBe(-9_99);
  });

  it('reads the same from the records while the search index is being built', async () => {
    const { giro } = await aMonthInTheAccount();
    const indexed = [await accountPage(db, giro.id, 1, 5), await accountPage(db, giro.id, 2, 5)];
    await deferSearchIndex(db);
    expect([await accountPage(db, giro.id, 1, 5), await accountPage(db, giro.id, 2, 5)]).toEqual(indexed);
  });

  it('is undefined for an account the device does not know, and empty for one without rows', async () => {
    expect(await accountPage(db, 'no-such-account', 1, 5)).toBeUndefined();
    const empty = await addAccount(db, anAccountInput({ opening_cents: 7_00 }), now);
    expect(await accountPage(db, empty.id, 1, 5)).toMatchObject({ rows: [], totalCount: 0, balance: 7_00 });
  });
});
