import type { MoneyKitchenDb } from '../db/database';
import { writeTables } from '../db/localRecords';
import type { PullResponse } from '../domain/mutations';
import { readState, writeState } from './syncState';

/**
 * A server restored from a backup (issue 50, item 3; docs/sync-protocol.md, "A restored server"). Its
 * change numbers start again from the backup's, so the device's cursor would skip the changes made
 * since under numbers it already passed. The pull answer says so: another database identity, or a
 * cursor the database never handed out. The device then forgets what it pulled and syncs again from
 * the start, keeping the outbox: nothing unsent is lost, and no sign-in is needed.
 */

/** Whether this answer comes from another database than the device synced with; the first identity seen is kept. */
export async function serverWasRestored(
  db: MoneyKitchenDb,
  page: Pick<PullResponse, 'database_id' | 'unknown_cursor'>,
) {
  if (page.unknown_cursor) return true;
  if (page.database_id === undefined) return false;
  const known = await readState(db, 'databaseId');
  if (known === undefined) await writeState(db, 'databaseId', page.database_id);
  return known !== undefined && known !== page.database_id;
}

/** Tables kept across a restore: what waits to be sent, what was refused, and this device's own imports list. */
const kept = new Set(['outbox', 'rejections', 'imports', 'syncState']);

/**
 * Forgets every pulled record and the figures derived from them, in one transaction, and starts the
 * sync state again under the new identity (the client id stays: the server keeps numbering its pushes).
 */
export async function forgetPulledState(db: MoneyKitchenDb, databaseId: string | undefined): Promise<void> {
  const tables = writeTables(db);
  await db.transaction('rw', tables, async () => {
    await Promise.all(tables.filter((table) => !kept.has(table.name)).map((table) => table.clear()));
    await db.syncState.bulkDelete(['cursor', 'history', 'searchIndex', 'lastSyncAt']);
    if (databaseId !== undefined) await writeState(db, 'databaseId', databaseId);
    else await db.syncState.delete('databaseId');
  });
}
