import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import type { Logger } from '../logger';
import { newestChange } from '../records/newestChange';
import type { LiveChannel } from './liveChannel';

/** `committed`: the change number the write took, where the writer knows it; else it is read. */
export type AnnounceChange = (userId: string, committed?: number) => Promise<void>;

/**
 * Called after a write committed: tells the person's open streams the newest change number. The
 * number is the write's own or read after the commit, so it is never one a device could pull before
 * it exists (a stream keeps the highest it was told, whatever order writers announce in). A
 * failure here is logged and swallowed: the write stands, and devices still pull on their timer.
 */
export function changeAnnouncer(db: Kysely<Schema>, live: LiveChannel, logger: Pick<Logger, 'warn'>): AnnounceChange {
  return async (userId, committed) => {
    try {
      await live.publish({ type: 'change', userId, seq: committed ?? (await newestChange(db, userId)) });
    } catch (error) {
      logger.warn('Could not announce a change to the live streams', error);
    }
  };
}
