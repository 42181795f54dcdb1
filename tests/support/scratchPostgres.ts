import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { testPostgresUrl } from './postgres';

/**
 * A whole PostgreSQL database of its own, for a test that runs the built server against
 * PostgreSQL (DATABASE_URL); dropped afterwards. `prefix` starts its name, to tell whose it is.
 */
export async function scratchPostgresDatabase(
  prefix = 'mk_scratch',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testPostgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(testPostgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const cleanup = new pg.Client({ connectionString: testPostgresUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
