import { randomUUID } from 'node:crypto';
import type { Kysely, Migration } from 'kysely';

/**
 * The database's identity (issue 50, item 3; docs/sync-protocol.md, "A restored server"): one row
 * made with the database and renewed by the restore procedure (docs/DEPLOY.md), so a device that
 * synced with the database before a restore learns that its cursor means nothing here any more.
 */
export function createDatabaseIdentity(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('database_identity')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('made_at', 'text', (c) => c.notNull())
        .execute();
      await (db as Kysely<{ database_identity: { id: string; made_at: string } }>)
        .insertInto('database_identity')
        .values({ id: randomUUID(), made_at: new Date().toISOString() })
        .execute();
    },
  };
}
