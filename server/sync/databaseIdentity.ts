import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

/**
 * Who this database is (issue 50, item 3): every pull says it, and a device that finds another
 * identity than the one it synced with knows the database was restored and syncs again from the start
 * (docs/sync-protocol.md, "A restored server"). It changes only with the server stopped (the restore
 * procedure renews it), so each process reads it once.
 */
const known = new WeakMap<Kysely<Schema>, Promise<string>>();

export function databaseIdentity(db: Kysely<Schema>): Promise<string> {
  let identity = known.get(db);
  if (!identity) {
    identity = db
      .selectFrom('database_identity')
      .select('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id);
    known.set(db, identity);
  }
  return identity;
}

/** A new identity, for a database that was just restored from a backup (`npm run renew-database-identity`). */
export async function renewDatabaseIdentity(db: Kysely<Schema>, now: Date): Promise<string> {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('database_identity').execute();
    await trx.insertInto('database_identity').values({ id, made_at: now.toISOString() }).execute();
  });
  known.delete(db);
  return id;
}
