import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import type { Sessions } from './sessions';

/**
 * Deletes an account and everything it owns (issue 49, item 9). Every login ends first, so live
 * streams close at once (protocol step 10); the user row then goes, and every table keyed by the
 * person (records, totals, sync state, sign-in state, two-factor) goes with it by its foreign key's
 * ON DELETE CASCADE.
 */
export function accountDeletion(db: Kysely<Schema>, sessions: Sessions, clock: () => Date) {
  return async (userId: string) => {
    await sessions.endAllFor(userId, clock());
    await db.deleteFrom('users').where('id', '=', userId).execute();
    return { message: 'Your account and all of its data were deleted.' };
  };
}
