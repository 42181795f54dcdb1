import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';

/**
 * Makes a sign-in account as old as `since` in the server's database, as the account of someone with
 * five years of data would be: the server refuses a scheduled item dated more than a day before its
 * account was made (server/records/scheduledTimesRule.ts, issue 49), and the data set's items were
 * made on its first day. On the SQLite file in `dataDir`, or the PostgreSQL database at `databaseUrl`.
 */
export async function backdateAccount(
  where: { dataDir: string; databaseUrl?: string },
  username: string,
  since: string,
): Promise<void> {
  let changed: number;
  if (where.databaseUrl) {
    const client = new pg.Client({ connectionString: where.databaseUrl });
    await client.connect();
    try {
      const result = await client.query('update users set created_at = $1 where username = $2', [since, username]);
      changed = result.rowCount ?? 0;
    } finally {
      await client.end();
    }
  } else {
    const db = new Database(join(where.dataDir, 'money-kitchen.sqlite'));
    try {
      db.pragma('busy_timeout = 10000');
      changed = db.prepare('update users set created_at = ? where username = ?').run(since, username).changes;
    } finally {
      db.close();
    }
  }
  if (changed !== 1) throw new Error(`No account ${username} to date back to ${since}`);
}
