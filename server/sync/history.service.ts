import type { Kysely, Transaction } from 'kysely';
import type { IsoDate } from '../../src/domain/dates';
import type { HeadResponse, HistoryResponse } from '../../src/domain/history';
import type { Schema } from '../db/schema';
import { conflictsRepository } from '../records/conflicts.repository';
import { recordsRepository } from '../records/records.repository';
import { historyRepository, type HistoryRepository } from './history.repository';
import { pulledChange } from './pulledChange';

/** More than any month of a person's transactions; past it the head is cut to whole days. */
const headCap = 20_000;

/**
 * A new device's first sync, newest first (docs/sync-protocol.md, step 12). Each answer is read in
 * one repeatable-read transaction (SQLite's reads on its one connection are that already), so its
 * records, its totals and its change number describe one moment: the device's figures add up.
 */
/** What the transactions before `next` add up to, per currency and per account (issue 44, item 9). */
async function olderTotals(history: HistoryRepository, userId: string, next: IsoDate) {
  const [totals, account_totals] = await Promise.all([
    history.totalsBefore(userId, next),
    history.accountTotalsBefore(userId, next),
  ]);
  return { totals, account_totals };
}

export function historyService(db: Kysely<Schema>) {
  const atOneMoment = <T>(read: (trx: Transaction<Schema>) => Promise<T>) =>
    db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(read);

  return {
    /** The small records, this and last month's transactions, and the totals of all older ones. */
    head(userId: string, since: IsoDate, limit: number): Promise<HeadResponse> {
      return atOneMoment(async (trx) => {
        const history = historyRepository(trx);
        const at = await history.counter(userId);
        const [small, recent, conflicts, rates] = await Promise.all([
          history.smallRecords(userId),
          history.since(userId, since, headCap),
          conflictsRepository(trx).between(userId, 0, at),
          history.recentRates(since),
        ]);
        // Few recent ones (a quiet account): the newest page of the list instead, in whole days.
        const { transactions, next } =
          recent && recent.length >= limit
            ? { transactions: recent, next: since }
            : await history.wholeDaysBefore(userId, undefined, recent ? limit : headCap);
        const older = next === null ? undefined : await olderTotals(history, userId, next);
        return {
          at,
          changes: small,
          transactions,
          conflicts,
          rates,
          older: next === null || !older || older.totals.length === 0 ? null : { before: next, ...older },
        };
      });
    },

    /**
     * Protocol step 12: the changes after `after` (as a pull); when none wait beyond this answer,
     * also the next whole days before `before`, at the same change number.
     */
    history(
      userId: string,
      after: number,
      before: IsoDate,
      limit: number,
      wantTotals: boolean,
    ): Promise<HistoryResponse> {
      return atOneMoment(async (trx) => {
        const history = historyRepository(trx);
        const stored = await recordsRepository(trx).changesAfter(userId, after, limit + 1);
        const changes = stored.slice(0, limit).map(pulledChange);
        const more = stored.length > limit;
        // With nothing more waiting, every change up to the counter is in this answer.
        const cursor = more ? changes.at(-1)!.seq : Math.max(after, await history.counter(userId));
        const conflicts = await conflictsRepository(trx).between(userId, after, cursor);
        if (more) return { changes, conflicts, cursor, more };
        const { transactions, next } = await history.wholeDaysBefore(userId, before, limit);
        // Without changes the device works out the totals itself: what it had less what arrived.
        const totals =
          next !== null && (wantTotals || changes.length > 0) ? await olderTotals(history, userId, next) : undefined;
        return { changes, conflicts, cursor, more, older: { transactions, next, ...totals } };
      });
    },
  };
}

export type HistoryService = ReturnType<typeof historyService>;
