import { describe, expect, it } from 'vitest';
import { addTransaction, deleteTransaction, updateTransaction } from '../../src/db/commands/transactions';
import type { MoneyKitchenDb } from '../../src/db/database';
import type { SyncTransport } from '../../src/sync/transport';
import { signedInUser } from '../support/accounts';
import { anEntry } from '../support/records';
import { serverRecords } from '../support/serverRecords';
import { useTestApi } from '../support/testApi';
import { testDevice } from '../support/testDevice';

const api = useTestApi();
const now = new Date('2026-03-15T10:00:00Z');

const input = (amount: number, date?: string) => anEntry({ amount_cents: amount, date });

const snapshot = async (db: MoneyKitchenDb) => ({
  transactions: (await db.transactions.toArray()).sort((a, b) => a.id.localeCompare(b.id)),
  balances: await db.balances.toArray(),
  outbox: await db.outbox.count(),
});

const serverTransactions = (token: string) => serverRecords(api, token, 'transaction');

describe('two devices of one person', () => {
  it.each([
    ['phone first', [0, 1, 0]],
    ['laptop first', [1, 0, 1]],
  ])('edit offline, sync in any order (%s), and end with the server data', async (_label, order) => {
    const user = await signedInUser(api);
    const devices = [testDevice(api, user), testDevice(api, user)];
    const [phone, laptop] = devices as [ReturnType<typeof testDevice>, ReturnType<typeof testDevice>];

    const shared = await addTransaction(phone.db, input(1000), now);
    await phone.engine.syncNow();
    await laptop.engine.syncNow();
    expect((await snapshot(laptop.db)).transactions).toEqual([shared]);

    phone.offline = true;
    laptop.offline = true;
    await updateTransaction(phone.db, shared, input(2500));
    const phoneOnly = await addTransaction(phone.db, input(700, '2026-03-11'), now);
    await deleteTransaction(laptop.db, shared.id);
    const laptopOnly = await addTransaction(
      laptop.db,
      { ...input(300), currency: 'USD', trans_status: 'deposit' },
      now,
    );
    await phone.engine.syncNow();
    expect(phone.engine.getStatus().state).toBe('offline');
    expect((await snapshot(phone.db)).outbox).toBe(2);

    phone.offline = false;
    laptop.offline = false;
    for (const index of order) await devices[index]!.engine.syncNow();

    const server = await serverTransactions(user.access);
    const [a, b] = [await snapshot(phone.db), await snapshot(laptop.db)];
    expect(a.transactions).toEqual(server);
    expect(b.transactions).toEqual(server);
    expect(a.balances).toEqual(b.balances);
    expect(a.outbox + b.outbox).toBe(0);
    expect(server.map((t) => t.id).sort()).toEqual(expect.arrayContaining([phoneOnly.id, laptopOnly.id]));
  });

  it('applies a push once when its answer is lost, and the retry converges', async () => {
    const user = await signedInUser(api);
    let dropNextAnswer = true;
    const lossy = (inner: SyncTransport): SyncTransport => ({
      ...inner,
      async push(request) {
        const answer = await inner.push(request);
        if (dropNextAnswer) {
          dropNextAnswer = false;
          throw new TypeError('Failed to fetch');
        }
        return answer;
      },
    });
    const phone = testDevice(api, user, lossy);
    const record = await addTransaction(phone.db, input(4200), now);
    await deleteTransaction(phone.db, record.id);
    const kept = await addTransaction(phone.db, input(100), now);

    await phone.engine.syncNow();
    expect(phone.engine.getStatus().state).toBe('offline');
    expect(await phone.db.outbox.count()).toBe(3);
    await phone.engine.syncNow();
    expect(phone.engine.getStatus().state).toBe('idle');

    expect(await serverTransactions(user.access)).toEqual([kept]);
    expect((await snapshot(phone.db)).transactions).toEqual([kept]);
    expect(await phone.db.balances.toArray()).toEqual([{ currency: 'EUR', cents: -100, count: 1 }]);
  });

  it('shows a refused change to the person and puts the server version back', async () => {
    const user = await signedInUser(api);
    const phone = testDevice(api, user);
    const laptop = testDevice(api, user);
    const tx = await addTransaction(phone.db, input(999), now);
    await phone.engine.syncNow();
    await laptop.engine.syncNow();
    // A change the server cannot accept (here: a currency this server does not know).
    await updateTransaction(laptop.db, tx, { ...input(5), currency: 'XXX' as never });
    await laptop.engine.syncNow();
    const rejections = await laptop.db.rejections.toArray();
    expect(rejections).toEqual([
      expect.objectContaining({ recordKey: `transaction:${tx.id}`, error: 'Unknown currency code' }),
    ]);
    expect(await laptop.db.transactions.toArray()).toEqual([tx]);
    expect(await laptop.db.balances.toArray()).toEqual([{ currency: 'EUR', cents: -999, count: 1 }]);
  });

  it('keeps a local edit that is not yet pushed when an older server version arrives', async () => {
    const user = await signedInUser(api);
    const phone = testDevice(api, user);
    const laptop = testDevice(api, user);
    const tx = await addTransaction(phone.db, input(100), now);
    await phone.engine.syncNow();
    await laptop.engine.syncNow();
    await updateTransaction(phone.db, tx, input(200));
    await phone.engine.syncNow();

    laptop.offline = true;
    await updateTransaction(laptop.db, tx, input(300));
    laptop.offline = false;
    // Pull alone (as if the push had not happened yet): the local 300 must stay.
    const { pullChanges } = await import('../../src/sync/pull');
    await pullChanges(laptop.db, laptop.transport);
    expect((await laptop.db.transactions.get(tx.id))?.amount_cents).toBe(300);
    await laptop.engine.syncNow();
    await phone.engine.syncNow();
    expect((await phone.db.transactions.get(tx.id))?.amount_cents).toBe(300);
  });

  it('keeps working through an expired session and pushes the waiting changes after sign-in', async () => {
    const user = await signedInUser(api);
    const phone = testDevice(api, user);
    await addTransaction(phone.db, input(100), now);
    await phone.engine.syncNow();

    phone.token = 'expired-or-revoked';
    const offlineEdit = await addTransaction(phone.db, input(250, '2026-03-12'), now);
    await phone.engine.syncNow();
    expect(phone.engine.getStatus()).toMatchObject({
      state: 'signed-out',
      error: 'Sign in again to sync your changes.',
    });
    expect(await phone.db.outbox.count()).toBe(1);
    expect(await phone.db.transactions.get(offlineEdit.id)).toEqual(offlineEdit);

    const login = await api.json('POST', '/api/auth/login/', { username: user.username, password: user.password });
    phone.token = (await login.json()).access;
    await phone.engine.syncNow();
    expect(phone.engine.getStatus().state).toBe('idle');
    expect(await phone.db.outbox.count()).toBe(0);
    expect((await serverTransactions(phone.token)).map((t) => t.id)).toContain(offlineEdit.id);
  });
});
