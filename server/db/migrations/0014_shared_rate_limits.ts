import type { Kysely, Migration } from 'kysely';

/**
 * Rate-limit counters that every instance on one PostgreSQL shares (issue 14 item 1), in the shape
 * rate-limiter-flexible's PostgreSQL store reads and writes: `key` is the rule's prefix and the
 * counted key, `expire` the end of the window in epoch milliseconds. Made here rather than by the
 * store on first use, so instances starting together never race to create it. SQLite, one process,
 * counts in memory and leaves the table empty.
 */
export function createSharedRateLimits(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
        .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expire', 'bigint')
        .execute();
    },
  };
}
