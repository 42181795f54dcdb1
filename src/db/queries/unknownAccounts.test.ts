import { describe, expect, it } from 'vitest';
import { aTransaction, anAccount } from '../../../tests/support/records';
import type { Change } from '../../domain/mutations';
import type { Cents } from '../../domain/money';
import type { AccountRecord, TransactionRecord } from '../../domain/records';
import { DerivedChanges } from '../derived';
import { applyLocally, writeTables } from '../localRecords';
import { accountPage } from './accountPage';
import { listAccounts } from './accounts';
import { db } from './freshDbPerTest';
import { loadNetWorth } from './netWorth';

/** Changes as a pull applies them (src/sync/applyPulled.ts): the records and their derived rows. */
async function pulled(changes: Change[]): Promise<void> {
  await db.transaction('rw', writeTables(db), async () => {
    const derived = new DerivedChanges();
    await applyLocally(db, changes, derived);
    await derived.writeTo(db);
  });
}
const put = (record: TransactionRecord): Change => ({ kind: 'transaction', op: 'put', id: record.id, record });
const putAccount = (record: AccountRecord): Change => ({ kind: 'account', op: 'put', id: record.id, record });

const lunch = aTransaction({ id: 'lunch', amount_cents: 12_50 as Cents, currency: 'EUR', account_id: 'giro' });
const rent = aTransaction({ id: 'rent', amount_cents: 900_00 as Cents, currency: 'EUR', account_id: 'giro' });
const listed = async () =>
  (await listAccounts(db)).map(({ account, balance, unknown, implicit }) => ({
    id: account.id,
    name: account.name,
    currency: account.currency,
    balance,
    unknown,
    implicit,
  }));

describe('a transaction naming an account this device does not hold', () => {
  it('shows its money under "Unknown account" in its currency, in the list, net worth and the account page', async () => {
    await pulled([putAccount(anAccount({ id: 'cash', name: 'Cash', opening_cents: 50_00 })), put(lunch), put(rent)]);

    expect(await listed()).toEqual([
      { id: 'cash', name: 'Cash', currency: 'EUR', balance: 50_00, unknown: undefined, implicit: false },
      { id: 'giro', name: 'Unknown account', currency: 'EUR', balance: -912_50, unknown: true, implicit: true },
    ]);
    const worth = await loadNetWorth(db);
    expect(worth.accounts.map(({ id, balance }) => [id, balance])).toEqual([
      ['cash', 50_00],
      ['giro', -912_50],
    ]);
    expect(worth.perCurrency).toEqual([expect.objectContaining({ currency: 'EUR', cents: -862_50 })]);
    const page = await accountPage(db, 'giro', 1, 25);
    expect(page?.account.name).toBe('Unknown account');
    expect(page?.rows.map(({ row, effect }) => [row.id, effect])).toEqual(
      expect.arrayContaining([
        ['lunch', -12_50],
        ['rent', -900_00],
      ]),
    );
  });

  it('takes its name once the record arrives, and is unknown again once it is deleted elsewhere', async () => {
    await pulled([put(lunch)]);
    await pulled([putAccount(anAccount({ id: 'giro', name: 'Giro', opening_cents: 100_00 }))]);
    expect(await listed()).toEqual([
      { id: 'giro', name: 'Giro', currency: 'EUR', balance: 87_50, unknown: undefined, implicit: false },
    ]);

    await pulled([{ kind: 'account', op: 'delete', id: 'giro' }]);
    expect(await listed()).toEqual([
      { id: 'giro', name: 'Unknown account', currency: 'EUR', balance: -12_50, unknown: true, implicit: true },
    ]);
  });

  it("counts a payment in another currency in the account's, learnt from another of its transactions", async () => {
    const abroad = aTransaction({
      id: 'abroad',
      amount_cents: 10_00 as Cents,
      currency: 'USD',
      account_id: 'giro',
      account_cents: 9_21 as Cents,
    });
    await pulled([put(abroad), put(lunch)]);
    expect(await listed()).toEqual([
      { id: 'giro', name: 'Unknown account', currency: 'EUR', balance: -21_71, unknown: true, implicit: true },
    ]);
  });
});
