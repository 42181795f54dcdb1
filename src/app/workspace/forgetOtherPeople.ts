import Dexie from 'dexie';
import { databaseNameFor } from '../../db/database';

// A person's database is `money-kitchen-<user id>` (databaseNameFor), and user ids are UUIDs; the
// service worker's `money-kitchen-session` and any other database of the app are not a person's.
const personDatabase = /^money-kitchen-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when the database holds no change waiting for the server; false when it is gone already. */
async function hasNothingUnsent(name: string): Promise<boolean> {
  // Opened as it is, without the app's schema: it may have been written by an older version.
  const db = new Dexie(name);
  try {
    try {
      await db.open();
    } catch (error) {
      // Deleted meanwhile (another tab's pass): nothing left to forget.
      if (error instanceof Dexie.NoSuchDatabaseError) return false;
      throw error;
    }
    if (!db.tables.some((table) => table.name === 'outbox')) return true;
    return (await db.table('outbox').count()) === 0;
  } finally {
    db.close();
  }
}

/**
 * Deletes this browser's copies of the data of everyone but `keepUserId` (nobody when undefined),
 * so the next person on the browser cannot read them (issue 49, item 10; OWASP ASVS V8.2.3). A
 * copy whose outbox still holds changes is kept: those may be the only copy of a person's edits,
 * and they reach the server when that person signs in again (protocol step 5). Answers the names
 * deleted.
 */
export async function forgetOtherPeople(keepUserId: string | undefined): Promise<string[]> {
  const keep = keepUserId === undefined ? undefined : databaseNameFor(keepUserId);
  const others = (await Dexie.getDatabaseNames()).filter((name) => personDatabase.test(name) && name !== keep);
  const deleted: string[] = [];
  for (const name of others) {
    if (await hasNothingUnsent(name)) {
      await Dexie.delete(name);
      deleted.push(name);
    }
  }
  return deleted;
}
