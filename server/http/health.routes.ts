import { Hono } from 'hono';
import { sql } from 'kysely';
import { appVersion } from '../../src/domain/version';
import type { Database } from '../db/database';

/** What the app may ask before anyone signs in: which optional sign-in ways this server offers. */
export interface PublicFeatures {
  /** True when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set, so "Sign in with Google" can work. */
  google_sign_in: boolean;
}

export function healthRoutes(database: Database, features: PublicFeatures) {
  return new Hono().get('/health', async (c) => {
    // A query proves the database answers, not just that a pool object exists.
    await sql`select 1`.execute(database.db);
    return c.json({ status: 'ok', database: database.kind, version: appVersion, ...features });
  });
}
