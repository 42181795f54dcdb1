import { Migrator, type Kysely, type MigrationProvider } from 'kysely';
import type { Database } from './database';
import { migrations } from './migrations';

/**
 * Brings the schema up to date; the same append-only list runs on SQLite and PostgreSQL. Instances
 * started at the same moment on one PostgreSQL need nothing more: Kysely's migrator creates its own
 * tables race-safely and runs the migrations under a session advisory lock, so the others wait and
 * then find them done (tests/api/concurrent-migrations.test.ts starts five at once).
 */
export async function migrateToLatest(database: Omit<Database, 'live' | 'attempts'>): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(database.kind) };
  // Naming the schema keeps Kysely from mistaking another schema's migration tables for ours.
  const migrator = new Migrator({
    db: database.db as Kysely<unknown>,
    provider,
    // Numbers are reserved ahead by parallel work, so one can land after a higher one already ran
    // (0009 after 0010): run it then, rather than refuse to start.
    allowUnorderedMigrations: true,
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` in ${failed.migrationName}` : '';
    throw new Error(`Database migration failed${name}`, { cause: error });
  }
}
