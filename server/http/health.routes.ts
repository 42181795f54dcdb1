import { Hono } from 'hono';
import { sql } from 'kysely';
import { appVersion } from '../../src/domain/version';
import type { Database } from '../db/database';

/** What the app may ask before anyone signs in: which optional sign-in ways this server offers. */
export interface PublicFeatures {
  /** True when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set, so "Sign in with Google" can work. */
  google_sign_in: boolean;
}

/** Longer than any healthy answer; a database that takes longer is as good as gone for a balancer. */
const databaseAnswerMs = 2000;

/** True when the database answers a query in time; never throws. */
async function databaseAnswers(database: Database): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), databaseAnswerMs)));
  // A query proves the database answers, not just that a pool object exists.
  const asked = sql`select 1`.execute(database.db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([asked, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * For people and load balancers: 200 when this instance can serve, 503 when its database does not
 * answer or it is shutting down, so a balancer takes it out (issue 14 item 3).
 */
export function healthRoutes(database: Database, features: PublicFeatures, draining: () => boolean) {
  return new Hono().get('/health', async (c) => {
    const answers = await databaseAnswers(database);
    const status = draining() ? 'shutting_down' : answers ? 'ok' : 'database_unavailable';
    const body = { status, database: database.kind, database_answers: answers, version: appVersion, ...features };
    return c.json(body, status === 'ok' ? 200 : 503);
  });
}
