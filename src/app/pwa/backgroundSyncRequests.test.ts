import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addWish } from '../../db/commands/wishes';
import { databaseNameFor, MoneyKitchenDb } from '../../db/database';
import type { Cents } from '../../domain/money';
import { requestBackgroundSyncOnOutboxChanges } from './backgroundSyncRequests';

const name = databaseNameFor('cook-2');
let db: MoneyKitchenDb;
let register: ReturnType<typeof vi.fn>;
let stop: () => void;

beforeEach(async () => {
  db = new MoneyKitchenDb(name);
  // Creating a database signals every table once; that is not what these tests are about.
  await db.open();
  await new Promise((resolve) => setTimeout(resolve, 20));
  register = vi.fn(async () => undefined);
  const container = { ready: Promise.resolve({ sync: { register } }) } as unknown as ServiceWorkerContainer;
  stop = requestBackgroundSyncOnOutboxChanges(container, 10);
});
afterEach(async () => {
  stop();
  db.close();
  await Dexie.delete(name);
});

describe('requestBackgroundSyncOnOutboxChanges', () => {
  it('asks for the Background Sync tag once after a burst of outbox writes', async () => {
    const wish = { price_cents: 100 as Cents, currency: 'USD' as const, year: 2025, wish_details: 'Pan', link: '' };
    await addWish(db, wish, new Date());
    await addWish(db, wish, new Date());
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith('money-kitchen-sync'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('ignores writes that do not touch an outbox', async () => {
    await db.syncState.put({ key: 'cursor', value: '7' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(register).not.toHaveBeenCalled();
  });
});
