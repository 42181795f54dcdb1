import { describe, expect, it } from 'vitest';
import { anAccountInput, anEntry } from '../../../tests/support/records';
import { setClearance } from '../../db/commands/accountEdits';
import { addAccount } from '../../db/commands/accounts';
import { addTransaction } from '../../db/commands/transactions';
import { db } from '../../db/queries/freshDbPerTest';
import { addInOrder } from '../../db/queries/testDb';
import type { Cents } from '../../domain/money';
import type { IsoDate } from '../../domain/dates';
import { finishReconcile, loadReconcileLines } from './ledgerSource';

const now = new Date('2026-03-20T12:00:00Z');
const statementDate = '2026-03-15' as IsoDate;

describe('finishing a reconciliation from the screen', () => {
  it('applies the ticks the screen changed and keeps a cleared line it never showed ticked', async () => {
    const giro = await addAccount(db, anAccountInput({ opening_cents: 1000_00 }), now);
    const [rent, coffee, shoes] = await addInOrder(
      [
        [500_00, '2026-03-01'],
        [40_00, '2026-03-02'],
        [25_00, '2026-03-10'],
      ] as const,
      ([cents, date]) => addTransaction(db, anEntry({ amount_cents: cents, date, account_id: giro.id }), now),
    );
    await setClearance(db, [rent!.id, shoes!.id], 'cleared');
    const start = await loadReconcileLines(db, giro.id, statementDate);
    expect(start).toMatchObject({ clearedCents: 1000_00 - 500_00 - 25_00, totalCount: 3 });
    // The coffee ticked, the shoes unticked; the rent left as it was.
    await finishReconcile(
      db,
      {
        accountId: giro.id,
        statementDate,
        statementCents: 460_00 as Cents,
        ticks: new Map([
          [coffee!.id, true],
          [shoes!.id, false],
        ]),
        bookDifference: false,
      },
      now,
    );
    const clearance = async (id: string) => (await db.transactions.get(id))?.clearance;
    expect([await clearance(rent!.id), await clearance(coffee!.id), await clearance(shoes!.id)]).toEqual([
      'reconciled',
      'reconciled',
      undefined,
    ]);
  });
});
