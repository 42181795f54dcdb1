import { describe, expect, it } from 'vitest';
import { aTransaction, anAccountInput, anEntry, expectedPatchEntry } from '../../../tests/support/records';
import { currencyAccountId } from '../../domain/ledgerAccounts';
import type { Cents } from '../../domain/money';
import { listAccounts } from '../queries/accounts';
import { addInOrder } from '../queries/testDb';
import { moveTransactions, setClearance } from './accountEdits';
import { addAccount, closeAccount, deleteAccount, reopenAccount, reorderAccounts } from './accounts';
import { CommandRefused } from './CommandRefused';
import { addTransaction, deleteTransaction } from './transactions';
import { db } from '../queries/freshDbPerTest';

const now = new Date('2026-03-20T12:00:00Z');
const balanceOf = async (id: string) => (await listAccounts(db)).find((row) => row.account.id === id)?.balance;

describe('closing, reordering and deleting accounts', () => {
  it('closes and reopens, keeping the balance, and refuses new money in a closed account', async () => {
    const giro = await addAccount(db, anAccountInput(), now);
    await closeAccount(db, giro.id);
    expect((await listAccounts(db))[0]).toMatchObject({ account: { closed: true }, balance: 4000_00 });
    await expect(addTransaction(db, anEntry({ account_id: giro.id }), now)).rejects.toThrow('This account is closed');
    await reopenAccount(db, giro.id);
    await addTransaction(db, anEntry({ account_id: giro.id }), now);
    expect(await balanceOf(giro.id)).toBe(3987_50);
  });

  it('reorders in one command that sends only the orders that changed', async () => {
    const [a, b, c] = await addInOrder(['A', 'B', 'C'], (name) => addAccount(db, anAccountInput({ name }), now));
    await db.outbox.clear();
    await reorderAccounts(db, [c!.id, a!.id, b!.id]);
    expect((await listAccounts(db)).map((row) => row.account.name)).toEqual(['C', 'A', 'B']);
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining(expectedPatchEntry('account', c!.id, { sort_order: [3, 1] })),
      expect.objectContaining(expectedPatchEntry('account', a!.id, { sort_order: [1, 2] })),
      expect.objectContaining(expectedPatchEntry('account', b!.id, { sort_order: [2, 3] })),
    ]);
  });

  it('refuses to delete an account still holding transactions, saying how many, and deletes it once empty', async () => {
    const giro = await addAccount(db, anAccountInput(), now);
    const [lunch, dinner] = await addInOrder([1, 2], () => addTransaction(db, anEntry({ account_id: giro.id }), now));
    await db.scheduled.put({
      id: 'rent',
      scheduled_trans_status: 'withdraw',
      day_of_month: 1,
      amount_cents: 900_00 as Cents,
      currency: 'EUR',
      category: 'Rent',
      scheduled_trans_details: '',
      status: true,
      created_at: '2026-03-01T00:00:00.000Z',
      account_id: giro.id,
    });
    await expect(deleteAccount(db, giro.id)).rejects.toEqual(
      new CommandRefused('Move or delete its 2 transactions, 1 scheduled transaction first, or close the account.'),
    );
    expect(await db.accounts.get(giro.id)).toBeDefined();

    await db.scheduled.delete('rent');
    await moveTransactions(db, [lunch!.id], currencyAccountId('EUR'));
    await expect(deleteAccount(db, giro.id)).rejects.toThrow('Move or delete its 1 transaction first');
    await deleteTransaction(db, dinner!.id);
    await deleteAccount(db, giro.id);
    expect(await db.accounts.get(giro.id)).toBeUndefined();
    expect((await db.outbox.orderBy('number').last())?.name).toBe('account.delete.v1');
  });
});

describe('moving transactions between accounts', () => {
  it('moves each as a patch of its account, with the balances of both accounts, and drops its clearance', async () => {
    const giro = await addAccount(db, anAccountInput({ opening_cents: 0 }), now);
    const cash = await addAccount(db, anAccountInput({ name: 'Cash', account_type: 'cash', opening_cents: 0 }), now);
    const rows = await addInOrder([10_00, 20_00, 5_00], (cents) =>
      addTransaction(db, anEntry({ amount_cents: cents, account_id: giro.id }), now),
    );
    await setClearance(db, [rows[0]!.id], 'cleared');
    await db.outbox.clear();

    await moveTransactions(db, [rows[0]!.id, rows[1]!.id], cash.id);
    expect(await balanceOf(giro.id)).toBe(-5_00);
    expect(await balanceOf(cash.id)).toBe(-30_00);
    expect((await listAccounts(db)).find((row) => row.account.id === cash.id)?.cleared).toBe(0);
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining(
        expectedPatchEntry('transaction', rows[0]!.id, {
          account_id: [giro.id, cash.id],
          clearance: ['cleared', null],
        }),
      ),
      expect.objectContaining(expectedPatchEntry('transaction', rows[1]!.id, { account_id: [giro.id, cash.id] })),
    ]);
  });

  it('refuses a move into an account of another currency, and one of a transaction gone, changing nothing', async () => {
    const usd = await addAccount(db, anAccountInput({ currency: 'USD' }), now);
    const lunch = await addTransaction(db, anEntry(), now);
    await expect(moveTransactions(db, [lunch.id], usd.id)).rejects.toThrow(
      "1 of these is not in USD, the account's currency",
    );
    await expect(moveTransactions(db, [lunch.id, aTransaction().id], usd.id)).rejects.toBeInstanceOf(CommandRefused);
    expect(await db.transactions.get(lunch.id)).toEqual(lunch);
  });
});

describe('clearance', () => {
  it('moves the cleared balance and takes the tick off again', async () => {
    const giro = await addAccount(db, anAccountInput({ opening_cents: 100_00 }), now);
    const rows = await addInOrder([10_00, 20_00], (cents) =>
      addTransaction(db, anEntry({ amount_cents: cents, account_id: giro.id }), now),
    );
    const cleared = async () => (await listAccounts(db))[0]!.cleared;
    await setClearance(
      db,
      rows.map((row) => row.id),
      'cleared',
    );
    expect(await cleared()).toBe(70_00);
    await setClearance(db, [rows[1]!.id], undefined);
    expect(await cleared()).toBe(90_00);
    expect((await db.transactions.get(rows[1]!.id))?.clearance).toBeUndefined();
  });
});
