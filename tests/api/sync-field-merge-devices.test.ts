import { describe, expect, it } from 'vitest';
import { restoreConflict } from '../../src/db/commands/conflicts';
import { addTransaction, updateTransaction } from '../../src/db/commands/transactions';
import type { MoneyKitchenDb } from '../../src/db/database';
import { rebuildDerived } from '../../src/db/rebuildDerived';
import type { TransactionRecord } from '../../src/domain/records';
import { pullChanges } from '../../src/sync/pull';
import { signedInUser } from '../support/accounts';
import { useTestApi } from '../support/testApi';
import { testDevice, type TestDevice } from '../support/testDevice';

const api = useTestApi();
const now = new Date('2026-03-15T10:00:00Z');

const lunch = {
  amount_cents: 1000,
  currency: 'EUR',
  trans_status: 'withdraw',
  category: 'Food',
  trans_details: 'Lunch',
  date: '2026-03-10',
} as Parameters<typeof addTransaction>[1];

/** The derived tables as they stand, and as a rebuild from the records makes them: they must agree. */
async function derivedNowAndRebuilt(db: MoneyKitchenDb) {
  const read = async () => ({
    balances: await db.balances.toArray(),
    days: await db.days.toArray(),
    categoryUse: await db.categoryUse.toArray(),
  });
  const kept = await read();
  await rebuildDerived(db);
  return { kept, rebuilt: await read() };
}

async function twoDevicesWithOneTransaction() {
  const user = await signedInUser(api);
  const phone = testDevice(api, user);
  const laptop = testDevice(api, user);
  const tx = await addTransaction(phone.db, lunch, now);
  await phone.engine.syncNow();
  await laptop.engine.syncNow();
  return { user, phone, laptop, tx };
}

const stored = async (device: TestDevice, id: string) => (await device.db.transactions.get(id)) as TransactionRecord;

describe('edits of one transaction on two offline devices', () => {
  it('keeps the category changed on one and the amount changed on the other, on both devices, with exact totals', async () => {
    const { phone, laptop, tx } = await twoDevicesWithOneTransaction();
    phone.offline = true;
    laptop.offline = true;
    await updateTransaction(phone.db, tx, { ...lunch, category: 'Travel' });
    await updateTransaction(laptop.db, tx, { ...lunch, amount_cents: 4200 as never });
    phone.offline = false;
    laptop.offline = false;
    await phone.engine.syncNow();
    await laptop.engine.syncNow();
    await phone.engine.syncNow();

    for (const device of [phone, laptop]) {
      expect(await stored(device, tx.id)).toEqual({ ...tx, category: 'Travel', amount_cents: 4200 });
      expect(await device.db.balances.toArray()).toEqual([{ currency: 'EUR', cents: -4200, count: 1 }]);
      expect(await device.db.categoryUse.toArray()).toEqual([{ kind: 'withdraw', category: 'Travel', count: 1 }]);
      const { kept, rebuilt } = await derivedNowAndRebuilt(device.db);
      expect(kept).toEqual(rebuilt);
      expect(await device.db.conflicts.count()).toBe(0);
    }
  });

  it("shows another device's change to a different field at once, while its own edit still waits (rebase)", async () => {
    const { phone, laptop, tx } = await twoDevicesWithOneTransaction();
    await updateTransaction(laptop.db, tx, { ...lunch, amount_cents: 4200 as never }); // not pushed yet
    await updateTransaction(phone.db, tx, { ...lunch, category: 'Travel' });
    await phone.engine.syncNow();

    await pullChanges(laptop.db, laptop.transport);

    expect(await laptop.db.outbox.count()).toBe(1);
    expect(await stored(laptop, tx.id)).toEqual({ ...tx, category: 'Travel', amount_cents: 4200 });
    const { kept, rebuilt } = await derivedNowAndRebuilt(laptop.db);
    expect(kept).toEqual(rebuilt);
    expect(kept.categoryUse).toEqual([{ kind: 'withdraw', category: 'Travel', count: 1 }]);
  });

  it('gives one consistent record, and balances per currency, when one device changes the amount and another the currency', async () => {
    const { phone, laptop, tx } = await twoDevicesWithOneTransaction();
    await updateTransaction(phone.db, tx, { ...lunch, amount_cents: 2500 as never });
    await updateTransaction(laptop.db, tx, { ...lunch, currency: 'USD' });
    await laptop.engine.syncNow();
    await phone.engine.syncNow();
    await laptop.engine.syncNow();
    for (const device of [phone, laptop]) {
      expect(await stored(device, tx.id)).toMatchObject({ amount_cents: 2500, currency: 'USD' });
      expect(await device.db.balances.toArray()).toEqual([{ currency: 'USD', cents: -2500, count: 1 }]);
      const { kept, rebuilt } = await derivedNowAndRebuilt(device.db);
      expect(kept).toEqual(rebuilt);
    }
  });

  it('keeps the overwritten value of one field as a conflict on both devices; restoring it is a new edit that wins everywhere', async () => {
    const { phone, laptop, tx } = await twoDevicesWithOneTransaction();
    await updateTransaction(phone.db, tx, { ...lunch, category: 'Rent' });
    await updateTransaction(laptop.db, tx, { ...lunch, category: 'Gym' });
    await phone.engine.syncNow();
    await laptop.engine.syncNow();
    await phone.engine.syncNow();

    for (const device of [phone, laptop]) {
      expect((await stored(device, tx.id)).category).toBe('Gym');
      expect(await device.db.conflicts.toArray()).toEqual([
        expect.objectContaining({ kind: 'transaction', record_id: tx.id, field: 'category', kept: 'Rent', won: 'Gym' }),
      ]);
    }

    const [conflict] = await phone.db.conflicts.toArray();
    await restoreConflict(phone.db, conflict!);
    expect(await phone.db.conflicts.count()).toBe(0);
    expect((await stored(phone, tx.id)).category).toBe('Rent');
    expect((await phone.db.outbox.toArray()).map((entry) => entry.name)).toEqual(['transaction.patch.v1']);
    await phone.engine.syncNow();
    await laptop.engine.syncNow();
    expect((await stored(laptop, tx.id)).category).toBe('Rent');
    const { kept, rebuilt } = await derivedNowAndRebuilt(laptop.db);
    expect(kept).toEqual(rebuilt);
  });
});
