import { describe, expect, it } from 'vitest';
import { anAccountInput, anEntry } from '../../../tests/support/records';
import { reconcileDifference } from '../../domain/accountLedger';
import type { IsoDate } from '../../domain/dates';
import { listAccounts } from '../queries/accounts';
import { reconcilePage, reconcileRows } from '../queries/reconcile';
import { addInOrder } from '../queries/testDb';
import { deferSearchIndex } from '../searchIndex';
import { setClearance } from './accountEdits';
import { addAccount } from './accounts';
import { finishReconcile, reconciliationCategory } from './reconcile';
import { addTransaction } from './transactions';
import { db } from '../queries/freshDbPerTest';

const now = new Date('2026-03-20T12:00:00Z');
const statementDate = '2026-03-15' as IsoDate;

/** 1,000 EUR from 1 March; 40 and 25 EUR spent before the statement, 7 EUR after it. */
async function anAccountToReconcile() {
  const giro = await addAccount(db, anAccountInput({ opening_cents: 1000_00 }), now);
  const [coffee, shoes, later] = await addInOrder(
    [
      [40_00, '2026-03-02'],
      [25_00, '2026-03-10'],
      [7_00, '2026-03-18'],
    ] as const,
    ([cents, date]) => addTransaction(db, anEntry({ amount_cents: cents, date, account_id: giro.id }), now),
  );
  return { giro, coffee: coffee!, shoes: shoes!, later: later! };
}

describe('reconciling an account against a statement', () => {
  it('lists the rows up to the date oldest first with a running sum, and the difference the ticks leave', async () => {
    const { giro, coffee, shoes } = await anAccountToReconcile();
    await setClearance(db, [coffee.id], 'cleared');
    const reconciliation = (await reconcileRows(db, giro.id, statementDate))!;
    expect(reconciliation.start).toBe(1000_00);
    expect(
      reconciliation.rows.map(({ record, effect, runningCents }) => [
        record.id,
        record.clearance,
        effect,
        runningCents,
      ]),
    ).toEqual([
      [coffee.id, 'cleared', -40_00, 960_00],
      [shoes.id, undefined, -25_00, 935_00],
    ]);
    const rows = reconciliation.rows.map(({ record, effect }) => ({ id: record.id, effect }));
    expect(reconcileDifference(935_00, reconciliation.start, rows, new Set([coffee.id]))).toBe(-25_00);
    expect(reconcileDifference(935_00, reconciliation.start, rows, new Set([coffee.id, shoes.id]))).toBe(0);
  });

  it('marks the ticked rows reconciled, keeps the statement on the account, and leaves them out next time', async () => {
    const { giro, coffee, shoes } = await anAccountToReconcile();
    await setClearance(db, [shoes.id], 'cleared');
    const difference = await finishReconcile(
      db,
      { accountId: giro.id, statementDate, statementCents: 960_00, clearedIds: [coffee.id], bookDifference: false },
      now,
    );
    expect(difference).toBe(0);
    expect((await db.transactions.get(coffee.id))?.clearance).toBe('reconciled');
    // Ticked before and left unticked now: not cleared any more.
    expect((await db.transactions.get(shoes.id))?.clearance).toBeUndefined();
    expect(await db.accounts.get(giro.id)).toMatchObject({ reconciled_date: statementDate, reconciled_cents: 960_00 });

    const next = (await reconcileRows(db, giro.id, '2026-03-31' as IsoDate))!;
    expect(next.start).toBe(960_00);
    expect(next.rows.map(({ record }) => record.id)).toEqual([shoes.id, expect.any(String)]);
  });

  it('books a remaining difference as one reconciled adjustment, so the cleared balance matches the statement', async () => {
    const { giro, coffee, shoes } = await anAccountToReconcile();
    // The bank charged 1.50 EUR of fees nobody entered.
    const difference = await finishReconcile(
      db,
      {
        accountId: giro.id,
        statementDate,
        statementCents: 933_50,
        clearedIds: [coffee.id, shoes.id],
        bookDifference: true,
      },
      now,
    );
    expect(difference).toBe(-1_50);
    const adjustment = (await db.transactions.toArray()).find((row) => row.category === reconciliationCategory);
    expect(adjustment).toMatchObject({
      amount_cents: 1_50,
      trans_status: 'withdraw',
      date: statementDate,
      account_id: giro.id,
      clearance: 'reconciled',
    });
    expect((await listAccounts(db))[0]).toMatchObject({ cleared: 933_50, balance: 926_50 });
    expect((await reconcileRows(db, giro.id, statementDate))!.rows).toEqual([]);
  });

  it('reads the same from the records while the search index is being built', async () => {
    const { giro, coffee } = await anAccountToReconcile();
    await finishReconcile(
      db,
      { accountId: giro.id, statementDate, statementCents: 960_00, clearedIds: [coffee.id], bookDifference: false },
      now,
    );
    const indexed = await reconcileRows(db, giro.id, '2026-03-31' as IsoDate);
    await deferSearchIndex(db);
    expect(await reconcileRows(db, giro.id, '2026-03-31' as IsoDate)).toEqual(indexed);
  });

  it("opens on one page of the rows still to tick, with the cleared balance from the account's day rows", async () => {
    const { giro, coffee, shoes } = await anAccountToReconcile();
    await setClearance(db, [coffee.id], 'cleared');
    const first = (await reconcilePage(db, giro.id, statementDate, 1, 1))!;
    // 1,000 EUR opening less the 40 EUR cleared; the 25 EUR not cleared yet.
    expect(first).toMatchObject({ clearedCents: 960_00, totalCount: 2, page: 1 });
    expect(first.rows.map(({ record, effect }) => [record.id, effect])).toEqual([[coffee.id, -40_00]]);
    const second = (await reconcilePage(db, giro.id, statementDate, 2, 1))!;
    expect(second.rows.map(({ record }) => record.id)).toEqual([shoes.id]);
    expect((await reconcilePage(db, giro.id, statementDate, 9, 1))!.page).toBe(2);
  });

  it('leaves the reconciled rows off its pages, and reads the same from the records while the index is built', async () => {
    const { giro, coffee, shoes } = await anAccountToReconcile();
    await finishReconcile(
      db,
      { accountId: giro.id, statementDate, statementCents: 960_00, clearedIds: [coffee.id], bookDifference: false },
      now,
    );
    const indexed = (await reconcilePage(db, giro.id, '2026-03-31' as IsoDate, 1, 10))!;
    expect(indexed.clearedCents).toBe(960_00);
    expect(indexed.rows.map(({ record }) => record.id)).toEqual([shoes.id, expect.any(String)]);
    await deferSearchIndex(db);
    expect(await reconcilePage(db, giro.id, '2026-03-31' as IsoDate, 1, 10)).toEqual(indexed);
  });
});
