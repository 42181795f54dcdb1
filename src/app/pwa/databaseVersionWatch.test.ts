import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { MoneyKitchenDb } from '../../db/database';
import { watchEveryWorkspaceDatabase } from './databaseVersionWatch';
import { isUpdateAvailable, resetUpdateState } from './updateState';

const name = 'money-kitchen-version-watch';

afterEach(async () => {
  resetUpdateState();
  await Dexie.delete(name);
});

/** The same database as a later release would open it: one version up. */
function nextRelease() {
  const db = new Dexie(name);
  db.version(1).stores({ transactions: 'id, [date+id]' });
  db.version(2).stores({ transactions: 'id, [date+id], date' });
  return db;
}

describe('watchEveryWorkspaceDatabase', () => {
  it("closes this tab's database for a newer version opened elsewhere and flags the update", async () => {
    const stop = watchEveryWorkspaceDatabase();
    const ours = new MoneyKitchenDb(name);
    stop();
    await ours.open();

    const theirs = nextRelease();
    await theirs.open(); // not blocked: ours let go
    expect(isUpdateAvailable()).toBe(true);
    expect(ours.isOpen()).toBe(false);
    // Nothing here reopens the newer database with the older schema.
    await expect(ours.transactions.count()).rejects.toThrow();
    theirs.close();
  });

  it('does not call a deletion (signing out in another tab) an update', async () => {
    const stop = watchEveryWorkspaceDatabase();
    const ours = new MoneyKitchenDb(name);
    stop();
    await ours.open();
    await Dexie.delete(name);
    expect(isUpdateAvailable()).toBe(false);
    ours.close();
  });
});
