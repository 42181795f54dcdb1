import type { Kysely, Migration } from 'kysely';

/**
 * Recurrence rules (issue 47 item 1): a schedule's rule as one text (JSON); null in every row
 * written before it, which stays the spec's monthly day-of-month schedule, so no row is rewritten
 * and no device pulls anything new.
 */
export function addScheduledRule(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('scheduled_transactions').addColumn('rule', 'text').execute();
    },
  };
}
