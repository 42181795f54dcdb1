import { Migrator, type Kysely } from 'kysely';
import type { Database } from '../../server/db/database';
import { migrations } from '../../server/db/migrations';

/**
 * Runs every migration before `first` (by name order), leaving the schema as a server released
 * before it had it: for tests that fill a database as it was, then upgrade it as start-up does.
 */
export async function migrateUntil(database: Database, first: string): Promise<void> {
  const before = Object.fromEntries(Object.entries(migrations(database.kind)).filter(([name]) => name < first));
  const migrator = new Migrator({
    db: database.db as Kysely<unknown>,
    provider: { getMigrations: async () => before },
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}
