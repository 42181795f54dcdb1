import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, openSqlite, type Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { testPostgresUrl } from './postgres';

/** Which database this test run targets: the vitest project sets TEST_DATABASE. */
export function testDatabaseKind(): 'sqlite' | 'postgres' {
  return process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';
}

/**
 * A fresh, migrated database for one test file: SQLite in memory, or a PostgreSQL schema of its own
 * that is dropped afterwards, so files never see each other's rows. `migrate: false` leaves it empty,
 * for a test that runs the migrations itself.
 */
export async function openTestDatabase({ migrate = true }: { migrate?: boolean } = {}): Promise<Database> {
  if (testDatabaseKind() === 'sqlite') {
    const database = openSqlite(':memory:');
    if (migrate) await migrateToLatest(database);
    return database;
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testPostgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = openPostgres(testPostgresUrl, schema);
  if (migrate) await migrateToLatest(database);
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: testPostgresUrl });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}
