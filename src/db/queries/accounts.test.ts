import { describe, expect, it } from 'vitest';
import { anAccountInput, anEntry, cashForTheTrip } from '../../../tests/support/records';
import type { IsoDate } from '../../domain/dates';
import { currencyAccountId } from '../../domain/ledgerAccounts';
import type { Cents } from '../../domain/money';
import { addAccount, editAccount } from '../commands/accounts';
import { CommandRefused } from '../commands/CommandRefused';
import { addTransaction, deleteTransaction, updateTransaction } from '../commands/transactions';
import { addTransfer } from '../commands/transfers';
import { rebuildDerived } from '../rebuildDerived';
import { accountBalanceOn, listAccounts } from './accounts';
import { db } from './freshDbPerTest';

const now = new Date('2026-03-20T12:00:00Z');

const figures = async () =>
  (await listAccounts(db)).map((row) => ({
    id: row.account.id,
    name: row.account.name,
    balance: row.balance,
    cleared: row.cleared,
    liability: row.liability,
    implicit: row.implicit,
  }));

describe('account balances', () => {
  it('is opening balance plus its transactions, and a currency without a record shows as its account', async () => {
    const giro = await addAccount(db, anAccountInput(), now);
    await addTransaction(db, anEntry({ amount_cents: 12_50, account_id: giro.id, date: '2026-03-05' }), now);
    await addTransaction(db, anEntry({ amount_cents: 3_00, currency: 'USD' }), now);
    const salary = anEntry({ amount_cents: 2000_00, trans_status: 'deposit', account_id: giro.id, date: '2026-03-31' });
    await addTransaction(db, salary, now);

    expect(await figures()).toEqual([
      {
        id: currencyAccountId('USD'),
        name: 'USD account',
        balance: -3_00,
        cleared: 0,
        liability: false,
        implicit: true,
      },
      { id: giro.id, name: 'Girokonto', balance: 5987_50, cleared: 4000_00, liability: false, implicit: false },
    ]);
  });

  it('orders by the order the person gave, then by name, and flags cards as liabilities', async () => {
    const card = await addAccount(
      db,
      anAccountInput({ name: 'Visa', account_type: 'credit_card', opening_cents: -500_00 }),
      now,
    );
    const cash = await addAccount(db, anAccountInput({ name: 'Cash', account_type: 'cash', opening_cents: 0 }), now);
    await editAccount(db, card, { name: 'Amex' });
    const rows = await listAccounts(db);
    expect(rows.map((row) => [row.account.name, row.liability, row.balance])).toEqual([
      ['Amex', true, -500_00],
      ['Cash', false, 0],
    ]);
    expect(cash.sort_order).toBeGreaterThan(card.sort_order);
  });

  it('counts the amount in the account currency when paid in another', async () => {
    const giro = await addAccount(db, anAccountInput({ opening_cents: 0 }), now);
    await addTransaction(
      db,
      anEntry({ amount_cents: 10_00, currency: 'USD', account_id: giro.id, account_cents: 9_21 as Cents }),
      now,
    );
    expect((await listAccounts(db)).map((row) => [row.account.id, row.balance])).toEqual([[giro.id, -9_21]]);
  });

  it('moves with edits and deletes, and transfers count on both sides as cleared', async () => {
    const giro = await addAccount(db, anAccountInput({ currency: 'USD', opening_cents: 0 }), now);
    const lunch = await addTransaction(db, anEntry({ amount_cents: 20_00, currency: 'USD', account_id: giro.id }), now);
    await updateTransaction(db, lunch, { ...lunch, amount_cents: 25_00 as Cents });
    await addTransfer(db, { ...cashForTheTrip('2026-03-12'), out_account_id: giro.id }, now);
    const byId = async () => new Map((await listAccounts(db)).map((row) => [row.account.id, row]));
    expect((await byId()).get(giro.id)).toMatchObject({ balance: -125_00, cleared: -100_00 });
    expect((await byId()).get(currencyAccountId('EGP'))).toMatchObject({ balance: 4850_00, cleared: 4850_00 });

    await deleteTransaction(db, lunch.id);
    expect((await byId()).get(giro.id)).toMatchObject({ balance: -100_00, transactions: 0 });
  });

  it('is the same after "Recalculate" rebuilds the derived rows', async () => {
    const giro = await addAccount(db, anAccountInput(), now);
    await addTransaction(db, anEntry({ amount_cents: 12_50, account_id: giro.id }), now);
    await addTransfer(db, cashForTheTrip('2026-03-12'), now);
    const before = await figures();
    const days = await db.accountDays.toArray();
    await db.accountDays.clear();
    await db.accountTotals.put({ account: giro.id, cents: 1, cleared_cents: 1, count: 1 });
    await rebuildDerived(db);
    expect(await figures()).toEqual(before);
    expect(await db.accountDays.toArray()).toEqual(days);
  });
});

describe('balance on a date', () => {
  it('counts the opening balance from its date and the transactions up to the end of the day', async () => {
    const giro = await addAccount(db, anAccountInput({ opening_date: '2026-03-03' as IsoDate }), now);
    await addTransaction(db, anEntry({ amount_cents: 10_00, account_id: giro.id, date: '2026-03-02' }), now);
    await addTransaction(db, anEntry({ amount_cents: 5_00, account_id: giro.id, date: '2026-03-10' }), now);
    await addTransaction(db, anEntry({ amount_cents: 1_00, account_id: giro.id, date: '2026-03-11' }), now);
    const on = (date: string) => accountBalanceOn(db, giro.id, date as IsoDate);
    expect(await on('2026-03-01')).toBe(0);
    expect(await on('2026-03-02')).toBe(-10_00);
    expect(await on('2026-03-03')).toBe(3990_00);
    expect(await on('2026-03-10')).toBe(3985_00);
    expect(await on('2026-12-31')).toBe(3984_00);
    expect(await accountBalanceOn(db, 'no-such-account', '2026-03-10' as IsoDate)).toBeUndefined();
  });
});

describe('account commands', () => {
  it('writes the account and its outbox entry, an edit as its changed fields', async () => {
    const giro = await addAccount(db, anAccountInput(), now);
    await editAccount(db, giro, { name: 'Main account', note: 'Salary comes here' });
    expect(await db.accounts.get(giro.id)).toMatchObject({ name: 'Main account', note: 'Salary comes here' });
    const outbox = await db.outbox.orderBy('number').toArray();
    expect(outbox.map((entry) => entry.name)).toEqual(['account.put.v1', 'account.patch.v1']);
    expect(outbox[1]!.args).toMatchObject({
      id: giro.id,
      fields: { name: { from: 'Girokonto', to: 'Main account' }, note: { from: '', to: 'Salary comes here' } },
    });
  });

  it('refuses a nameless account, a full card number and a currency change of a used account', async () => {
    await expect(addAccount(db, anAccountInput({ name: '  ' }), now)).rejects.toThrow('Name is required');
    await expect(addAccount(db, anAccountInput({ last_four: '4111111111111111' }), now)).rejects.toThrow(
      'Last four digits must be 4 digits',
    );
    const giro = await addAccount(db, anAccountInput(), now);
    await addTransaction(db, anEntry({ account_id: giro.id }), now);
    await expect(editAccount(db, giro, { currency: 'USD' })).rejects.toBeInstanceOf(CommandRefused);
    expect(await db.outbox.count()).toBe(2);
  });

  it('refuses a transaction in another currency without the amount in the account currency', async () => {
    const giro = await addAccount(db, anAccountInput(), now);
    await expect(addTransaction(db, anEntry({ currency: 'USD', account_id: giro.id }), now)).rejects.toThrow(
      "Enter the amount in EUR, the account's currency.",
    );
    await expect(addTransaction(db, anEntry({ account_id: 'gone' }), now)).rejects.toBeInstanceOf(CommandRefused);
    expect(await db.transactions.count()).toBe(0);
  });
});
