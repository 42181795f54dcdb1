import { Migrator, type Kysely } from 'kysely';
import type { Database } from '../../server/db/database';
import { migrations } from '../../server/db/migrations';

/**
 * Runs only the migrations `wanted` keeps, leaving the schema as a server released without the others
 * had it: for tests that fill a database as it was, then upgrade it as start-up does.
 */
export async function migrateOnly(database: Database, wanted: (name: string) => boolean): Promise<void> {
  const kept = Object.fromEntries(Object.entries(migrations(database.kind)).filter(([name]) => wanted(name)));
  const migrator = new Migrator({
    db: database.db as Kysely<unknown>,
    provider: { getMigrations: async () => kept },
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

/** Every migration before `first` (by name order). */
export const migrateUntil = (database: Database, first: string) => migrateOnly(database, (name) => name < first);
