import { Hono } from 'hono';
import { sql } from 'kysely';
import { appVersion } from '../../src/domain/version';
import type { Database } from '../db/database';

export function healthRoutes(database: Database) {
  return new Hono().get('/health', async (c) => {
    // A query proves the database answers, not just that a pool object exists.
    await sql`select 1`.execute(database.db);
    return c.json({ status: 'ok', database: database.kind, version: appVersion });
  });
}
