import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import type { RateLimits } from '../http/rateLimits';
import type { Sessions } from './sessions';

/**
 * What every endpoint of a signed-in person's account uses: the database, the sessions that say who
 * asks, the rate limits a guess counts against, and the clock.
 */
export interface SignedInDeps {
  db: Kysely<Schema>;
  sessions: Sessions;
  limits: RateLimits;
  clock: () => Date;
}
