import type { Kysely, Migration } from 'kysely';
import { createRecordTable } from './recordTable';

/**
 * Budgets per category (issue 18, section 1): a record kind like the others (docs/sync-protocol.md,
 * "Records"), keyed by (user_id, id), with the change number, tombstone flag and edit time every
 * record table has. Booleans are 0/1 integers so one schema fits SQLite and PostgreSQL.
 */
export function createBudgets(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createRecordTable(db, 'budgets', [
        ['category', 'text'],
        ['month', 'text'],
        ['limit_cents', 'bigint'],
        ['currency', 'text'],
        ['rollover', 'integer'],
        ['stopped', 'integer'],
        ['created_at', 'text'],
      ]);
    },
  };
}
