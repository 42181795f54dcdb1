import { Migrator, type Kysely, type MigrationProvider } from 'kysely';
import type { Database } from './database';
import { migrations } from './migrations';

/** Brings the schema up to date; the same append-only list runs on SQLite and PostgreSQL. */
export async function migrateToLatest(database: Database): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(database.kind) };
  // Naming the schema keeps Kysely from mistaking another schema's migration tables for ours.
  const migrator = new Migrator({
    db: database.db as Kysely<unknown>,
    provider,
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` in ${failed.migrationName}` : '';
    throw new Error(`Database migration failed${name}`, { cause: error });
  }
}
