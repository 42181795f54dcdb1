import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { testPostgresUrl } from './postgres';

/**
 * A whole PostgreSQL database of its own, for a test that runs the built server against
 * PostgreSQL (DATABASE_URL); dropped afterwards.
 */
export async function scratchPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `mk_scratch_${randomBytes(5).toString('hex')}`;
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
