import type { MoneyKitchenDb, SyncStateRow } from '../db/database';

export async function readState(db: MoneyKitchenDb, key: SyncStateRow['key']): Promise<string | undefined> {
  return (await db.syncState.get(key))?.value;
}

export async function writeState(db: MoneyKitchenDb, key: SyncStateRow['key'], value: string): Promise<void> {
  await db.syncState.put({ key, value });
}

/** This device's id for the server's per-device mutation numbers; made once per database. */
export async function clientIdOf(db: MoneyKitchenDb): Promise<string> {
  return db.transaction('rw', db.syncState, async () => {
    const existing = await readState(db, 'clientId');
    if (existing) return existing;
    const id = crypto.randomUUID();
    await writeState(db, 'clientId', id);
    return id;
  });
}
