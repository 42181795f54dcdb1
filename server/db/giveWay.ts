import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/** The longest bulk work waits after one stretch of it. */
const maxWaitMs = 100;

/**
 * Runs one stretch of bulk work (a chunk of a restore, of a scheduled apply, of a push) and then
 * waits as long as the stretch kept the event loop busy, so that bulk work takes at most about half
 * of the loop. On SQLite a chunk's statements run on the loop from the first to the commit, and
 * requests start one per turn of it (http/arrivalOrder.ts): with one turn between chunks, the
 * requests that arrived during one started one per chunk, and another person's waited seconds
 * behind a restore (issue 49, item 5). On PostgreSQL a chunk mostly waits for the database and
 * keeps the loop busy for little, so it waits for little.
 */
export async function thenGiveWay<T>(work: () => Promise<T>): Promise<T> {
  const before = performance.eventLoopUtilization();
  const result = await work();
  const { active } = performance.eventLoopUtilization(before);
  await sleep(Math.min(Math.max(active, 0), maxWaitMs));
  return result;
}
