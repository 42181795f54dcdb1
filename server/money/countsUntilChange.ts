import type { Kysely } from 'kysely';
import { preparedQuery } from '../db/preparedQuery';
import type { Schema } from '../db/schema';

/**
 * Counts of a person's records, each remembered until the person's next change. A list asks its
 * total on every page, and paging through a month asks the same one again and again: counting a
 * month of a heavy history (about 1,800 index entries at 100,000 transactions) was half the SQL of
 * a page request under wrk (the SQLite page's budget: p99 at most 100 ms).
 *
 * Every change to a person's records takes a new number from their change counter in the same
 * commit (records.repository.ts, lockWrites; protocol step 5). The counter is read before counting,
 * so a count is at least as new as the number it is kept with, and while the counter still reads
 * that number nothing of the person's has changed since: the kept count is exact, whichever process
 * or instance wrote last, because the counter is read from the database on every request.
 */
export function countsUntilChange(db: Kysely<Schema>, maxKept: number) {
  const kept = new Map<string, { lastSeq: number; count: number }>();
  const counterQuery = preparedQuery(db, (values: { userId: string }) =>
    db.selectFrom('change_counters').select('last_seq').where('user_id', '=', values.userId),
  );

  return {
    /** The count `what` names (a list and its filter) for `userId`, from `count` when none is kept for their last change. */
    async of(userId: string, what: string, count: () => Promise<number>): Promise<number> {
      const [counter] = await counterQuery.execute({ userId });
      // PostgreSQL answers bigint columns as strings.
      const lastSeq = Number(counter?.last_seq ?? 0);
      const key = `${userId}\n${what}`;
      const known = kept.get(key);
      // Deleted and set again: the Map's order is the order of last use, the least recent first.
      kept.delete(key);
      if (known?.lastSeq === lastSeq) {
        kept.set(key, known);
        return known.count;
      }
      const counted = await count();
      if (kept.size >= maxKept) {
        const leastRecent = kept.keys().next().value;
        if (leastRecent !== undefined) kept.delete(leastRecent);
      }
      kept.set(key, { lastSeq, count: counted });
      return counted;
    },
  };
}
