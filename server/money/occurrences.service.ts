import { setImmediate as nextTurn } from 'node:timers/promises';
import { todayIn, type IsoDate } from '../../src/domain/dates';
import type { Change } from '../../src/domain/mutations';
import type { ScheduledRecord } from '../../src/domain/records';
import {
  activeOccurrences,
  dueOccurrences,
  occurrenceRecord,
  occurrencesToSettleOnPause,
} from '../../src/domain/schedule';
import { thenGiveWay } from '../db/giveWay';
import type { RecordsService } from '../records/records.service';
import type { MoneyRepository } from './money.repository';

/**
 * Occurrences one call of apply-scheduled-trans writes at most (issue 49, item 2: 1,000 items made
 * 120,000 transactions in one call, and another person's request waited 27 s). The answer's `more`
 * says that others are due; calling again continues, since occurrence ids are fixed per month.
 */
export const maxAppliedPerCall = 1000;

/**
 * Occurrences written per database transaction. On SQLite a transaction holds the event loop from
 * its first statement to its commit; between chunks every waiting request gets its turn (giveWay.ts).
 */
export const applyChunkSize = 50;

/** About this many occurrence ids are looked up at once, for a group of items. */
const lookupSize = 500;

const itemError = (item: ScheduledRecord, error: unknown) =>
  `Scheduled transaction ${item.id}: ${error instanceof Error ? error.message : 'could not be applied'}`;

export interface OccurrencesDeps {
  money: MoneyRepository;
  records: RecordsService;
  clock: () => Date;
}

export interface AppliedScheduled {
  applied: number;
  errors: string[];
  /** More occurrences are due than this call wrote. */
  more: boolean;
}

/** The transactions scheduled items make on the server: when applied, and when an item is paused. */
export function occurrencesService({ money, records, clock }: OccurrencesDeps) {
  const today = () => todayIn(clock(), 'UTC');

  /**
   * The item's occurrences so far and, of their ids, those that exist or existed (a deleted
   * occurrence is not made again): only this item's, never every occurrence the person has.
   */
  async function occurrencesOf(userId: string, item: ScheduledRecord) {
    const all = [...activeOccurrences(item, today())];
    const made = await money.existingTransactionIds(
      userId,
      all.map((occurrence) => occurrence.id),
    );
    return { all, made };
  }

  const putOf = (item: ScheduledRecord, occurrence: { id: string; date: IsoDate }): Change => {
    const record = occurrenceRecord(item, occurrence, clock());
    return { kind: 'transaction', op: 'put', id: record.id, record };
  };

  return {
    /**
     * What pausing `previous` into `next` settles first (src/domain/schedule.ts): the occurrences due
     * while it was active that were never made nor deleted.
     */
    async pauseChanges(userId: string, previous: ScheduledRecord, next: ScheduledRecord): Promise<Change[]> {
      if (!previous.status || next.status) return [];
      const { made } = await occurrencesOf(userId, previous);
      return occurrencesToSettleOnPause(previous, next, today(), (id) => made.has(id)).map((occurrence) =>
        putOf(previous, occurrence),
      );
    },

    /**
     * Due occurrences of every active item, at most `maxAppliedPerCall`, written `applyChunkSize` to
     * a transaction with a turn of the event loop between, and between items while they are looked
     * at. A refused chunk stops the call; the chunks before it stay written.
     */
    async applyScheduled(userId: string): Promise<AppliedScheduled> {
      const changes: Change[] = [];
      const errors: string[] = [];
      let more = false;
      const active = (await money.scheduled(userId)).filter((item) => item.status);
      // Items are looked at a group at a time, each group's occurrences asked of the database together.
      let start = 0;
      while (start < active.length && changes.length < maxAppliedPerCall) {
        const group: { item: ScheduledRecord; all: { id: string; date: IsoDate }[] }[] = [];
        let ids = 0;
        while (start < active.length && (group.length === 0 || ids < lookupSize)) {
          const item = active[start++]!;
          try {
            const all = [...activeOccurrences(item, today())];
            group.push({ item, all });
            ids += all.length;
          } catch (error) {
            errors.push(itemError(item, error));
          }
        }
        const made = await money.existingTransactionIds(
          userId,
          group.flatMap(({ all }) => all.map((occurrence) => occurrence.id)),
        );
        for (const { item, all } of group) {
          const room = maxAppliedPerCall - changes.length;
          const due = dueOccurrences(item, today(), (id) => made.has(id)).slice(0, room);
          for (const occurrence of due) changes.push(putOf(item, occurrence));
          if (all.filter((occurrence) => !made.has(occurrence.id)).length > due.length) more = true;
        }
        await nextTurn();
      }
      // Items not looked at: the next call does.
      if (start < active.length) more = true;
      let applied = 0;
      for (let start = 0; start < changes.length; start += applyChunkSize) {
        const chunk = changes.slice(start, start + applyChunkSize);
        const refused = await thenGiveWay(() => records.apply(userId, chunk));
        if (refused) {
          // Applying again would meet the same refusal.
          errors.push(refused);
          return { applied, errors, more: false };
        }
        applied += chunk.length;
      }
      return { applied, errors, more };
    },
  };
}

export type OccurrencesService = ReturnType<typeof occurrencesService>;
