import { describe, expect, it } from 'vitest';
import { ratesRepository } from '../../server/rates/rates.repository';
import { addTransaction } from '../../src/db/commands/transactions';
import { addTransfer, deleteTransfer, updateTransfer } from '../../src/db/commands/transfers';
import type { MoneyKitchenDb } from '../../src/db/database';
import type { IsoDate } from '../../src/domain/dates';
import type { Cents } from '../../src/domain/money';
import { transferTexts } from '../../src/domain/transfers';
import { signedInUser, type TestUser } from '../support/accounts';
import { cashForTheTrip, marchSalary, put } from '../support/records';
import { useTestApi } from '../support/testApi';
import { testDevice } from '../support/testDevice';

const api = useTestApi();
const money = '/api/finance-management';
const now = new Date('2026-03-15T10:00:00Z');
const get = async (user: TestUser, path: string) => {
  const response = await api.json('GET', `${money}${path}`, undefined, user.access);
  expect(response.status, path).toBe(200);
  return response.json();
};

const exchange = cashForTheTrip('2026-03-12');

async function salary(db: MoneyKitchenDb) {
  await addTransaction(db, marchSalary(), now);
}

const balancesOf = async (db: MoneyKitchenDb) =>
  Object.fromEntries((await db.balances.toArray()).map((row) => [row.currency, row.cents]));

const totalsOf = async (user: TestUser) =>
  Object.fromEntries(
    (
      await api.database.db
        .selectFrom('currency_totals')
        .select(['currency', 'total_cents'])
        .where('user_id', '=', user.id)
        .execute()
    ).map((row) => [row.currency, Number(row.total_cents)]),
  );

describe('transfers between currencies', () => {
  it('made offline on one device, reach the second one, and the REST net worth counts them once', async () => {
    await ratesRepository(api.database.db).save('2026-03-01', { USD: 1, EGP: 50 }, 'test');
    const user = await signedInUser(api);
    const phone = testDevice(api, user);
    const laptop = testDevice(api, user);

    phone.offline = true;
    await salary(phone.db);
    const transfer = await addTransfer(phone.db, exchange, now);
    await phone.engine.syncNow();
    expect(await get(user, '/get-networth/')).toMatchObject({ networth: 0 });

    phone.offline = false;
    await phone.engine.syncNow();
    await laptop.engine.syncNow();
    expect(await laptop.db.transfers.toArray()).toEqual([transfer]);
    expect(await balancesOf(laptop.db)).toEqual({ USD: 900_00, EGP: 4850_00 });
    expect(await balancesOf(laptop.db)).toEqual(await balancesOf(phone.db));

    // 900 USD and 4,850 EGP at 50 a dollar: 997 USD. The transfer cost 3 USD of value, nothing more.
    expect(await get(user, '/get-networth/')).toMatchObject({ networth: 997, favorite_currency: 'USD' });
    expect((await get(user, '/get-networth-details/')).networth_details).toEqual({ EGP: 4850, USD: 900 });
    // Reports and the transaction list leave it out.
    expect((await get(user, '/transaction/get-transactions/?start_date=2026-03-01')).transactions).toHaveLength(1);
    expect(await totalsOf(user)).toEqual({ USD: 1100_00, EGP: 4850_00 });

    // An edit on the laptop moves both balances on the phone and on the server.
    await updateTransfer(laptop.db, transfer, { ...exchange, in_cents: 5000_00 as Cents });
    await laptop.engine.syncNow();
    await phone.engine.syncNow();
    expect(await balancesOf(phone.db)).toEqual({ USD: 900_00, EGP: 5000_00 });
    expect(await get(user, '/get-networth/')).toMatchObject({ networth: 1000 });

    // Deleting it takes both sides away everywhere.
    await deleteTransfer(phone.db, transfer.id);
    await phone.engine.syncNow();
    await laptop.engine.syncNow();
    expect(await laptop.db.transfers.count()).toBe(0);
    expect(await balancesOf(laptop.db)).toEqual({ USD: 1000_00 });
    // The EGP account the transfer needed stays, empty, as the currency's totals do.
    expect((await get(user, '/get-networth-details/')).networth_details).toEqual({ USD: 1000, EGP: 0 });
    expect(await totalsOf(user)).toEqual({ USD: 1000_00, EGP: 0 });
  }, 30_000);

  it('are listed read-only over REST, marked as transfers, newest first, this month unless dates are given', async () => {
    const user = await signedInUser(api);
    const phone = testDevice(api, user);
    const older = await addTransfer(phone.db, { ...exchange, date: '2026-02-20' as IsoDate, details: 'older' }, now);
    const newer = await addTransfer(phone.db, exchange, now);
    await phone.engine.syncNow();

    const listed = await get(user, '/transfer/get-transfers/?start_date=2026-01-01&end_date=2026-03-31');
    expect(listed.transfers.map((t: { id: string }) => t.id)).toEqual([newer.id, older.id]);
    expect(listed.transfers[0]).toEqual({
      id: newer.id,
      type: 'transfer',
      out_amount: 100,
      out_currency: 'USD',
      in_amount: 4850,
      in_currency: 'EGP',
      date: '2026-03-12',
      details: 'Cash for the trip',
      created_at: newer.created_at,
    });
    expect(listed.pagination).toMatchObject({ page: 1, total_count: 2 });
    const bad = await api.json('GET', `${money}/transfer/get-transfers/?start_date=March`, undefined, user.access);
    expect(bad.status).toBe(400);
  });

  it('refuses one currency on both sides, whatever sends it, and stores nothing', async () => {
    const user = await signedInUser(api);
    const record = { ...exchange, in_currency: 'USD', id: 'same-1', created_at: now.toISOString() };
    const response = await api.json(
      'POST',
      '/api/sync/push/',
      { protocol: 1, client_id: 'script', mutations: [put(1, 'transfer', record)] },
      user.access,
    );
    expect((await response.json()).results[0]).toEqual({
      number: 1,
      status: 'rejected',
      error: transferTexts.sameCurrency,
      current: { kind: 'transfer', id: 'same-1', record: null },
    });
    expect(await totalsOf(user)).toEqual({});
  });

  it('travel in the backup and come back with a restore', async () => {
    const user = await signedInUser(api);
    const phone = testDevice(api, user);
    const transfer = await addTransfer(phone.db, exchange, now);
    await phone.engine.syncNow();

    const file = await (await api.json('GET', '/api/backup/', undefined, user.access)).json();
    expect(file.records.transfer).toEqual([transfer]);

    const other = await signedInUser(api);
    const restored = await api.json('POST', '/api/backup/restore/', file, other.access);
    expect(restored.status).toBe(200);
    expect((await restored.json()).restored).toMatchObject({ transfer: 1 });
    expect((await get(other, '/get-networth-details/')).networth_details).toEqual({ EGP: 4850, USD: -100 });
    // A file from before transfers (no such list) still restores.
    const { transfer: _none, ...older } = file.records;
    const again = await api.json('POST', '/api/backup/restore/', { ...file, records: older }, other.access);
    expect(again.status).toBe(200);
  });
});
