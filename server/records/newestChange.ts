import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

/**
 * The person's newest committed change number (0 before their first change). Writers hold this
 * row's lock until they commit, so every change up to it is visible (protocol step 5).
 */
export async function newestChange(db: Kysely<Schema>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('change_counters')
    .select('last_seq')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.last_seq ?? 0);
}
