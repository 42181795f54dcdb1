import type { Kysely, Migration } from 'kysely';

/**
 * When a scheduled item was last resumed (ISO time, null while it never was), so it fires only in
 * months it was active on its day and a resume does not back-fill the paused months (issue 13 item
 * 11). Existing items keep null: they count from their creation, as before.
 */
export function addScheduledActiveSince(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('scheduled_transactions').addColumn('active_since', 'text').execute();
    },
  };
}
