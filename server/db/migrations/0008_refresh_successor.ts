import type { Kysely, Migration } from 'kysely';

/**
 * A spent refresh token keeps its successor for a short grace window, so a second tab (or a retry
 * after a lost answer) presenting the same token gets the same successor instead of a revoked login
 * (issue 13 item 8). The successor is stored sealed with a key derived from the spent token's
 * secret, which is never stored, so the column alone opens nothing. Null outside the window's use.
 */
export function createRefreshSuccessor(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('refresh_tokens').addColumn('successor_sealed', 'text').execute();
    },
  };
}
