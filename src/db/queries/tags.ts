import Dexie from 'dexie';
import type { IsoDate } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import { buildReport, type DayTotal, type Report } from '../../domain/reports';
import { allTagsOf, tagAmountsOf } from '../../domain/partTags';
import { tagCollator } from '../../domain/tags';
import type { MoneyKitchenDb, SearchKey } from '../database';
import { searchIndexState } from '../searchIndex';
import { rateBookFor } from './reports';
import { transactionsInFilter } from './transactions';

/** One tag as the Tags screen lists it (issue 45, item 3). */
export interface TagSummary {
  tag: string;
  /** Transactions holding it. */
  count: number;
}

/**
 * Every tag of a transaction, alphabetically, with its count. Read from the keys of the search rows'
 * multi-entry `*tags` index (no record is read) once the index is complete, else from the records.
 */
export function tagSummaries(db: MoneyKitchenDb): Promise<TagSummary[]> {
  return db.transaction('r', [db.searchRows, db.syncState, db.transactions], async () => {
    const counts = new Map<string, number>();
    const count = (tag: string) => counts.set(tag, (counts.get(tag) ?? 0) + 1);
    if ((await searchIndexState(db)) === 'ready') {
      for (const tag of (await db.searchRows.orderBy('tags').keys()) as string[]) count(tag);
    } else {
      await db.transactions.each((record) => allTagsOf(record).forEach(count));
    }
    return [...counts]
      .map(([tag, n]) => ({ tag, count: n }))
      .sort((a, b) => tagCollator.compare(a.tag, b.tag) || (a.tag < b.tag ? -1 : 1));
  });
}

/** The tags offered while typing one: every tag in use, alphabetically. */
export async function tagOptions(db: MoneyKitchenDb): Promise<string[]> {
  return (await tagSummaries(db)).map((summary) => summary.tag);
}

/** The ids of the transactions holding the tag, from the index when it is complete, else from the records. */
export async function transactionIdsOfTag(db: MoneyKitchenDb, tag: string): Promise<string[]> {
  if ((await searchIndexState(db)) === 'ready') {
    const keys = (await db.searchRows.where('tags').equals(tag).primaryKeys()) as SearchKey[];
    return keys.map(([, id]) => id);
  }
  return (await db.transactions.filter((record) => allTagsOf(record).includes(tag)).primaryKeys()) as string[];
}

/**
 * The tag report (issue 45, item 3): from `from` to `to`, both included, the total of each tag's
 * income and expenses in `favorite`, each transaction converted at its own date's rate as the
 * reports convert (buildReport, with the tag in the category's place). A transaction with two tags
 * counts in both, so the shares of the tags can add up to more than 100 %. A tag only some of a
 * split's parts carry counts those parts' amounts (src/domain/partTags.ts).
 */
export function tagReport(db: MoneyKitchenDb, from: IsoDate, to: IsoDate, favorite: string): Promise<Report> {
  return db.transaction('r', [db.searchRows, db.syncState, db.transactions, db.rates], async () => {
    const totals: DayTotal[] = [];
    const add = (date: string, tag: string, kind: DayTotal['kind'], currency: string, cents: number) =>
      totals.push({ date: date as IsoDate, kind, category: tag, currency, cents: cents as Cents });
    if ((await searchIndexState(db)) === 'ready') {
      const rows = await db.searchRows
        .where('[date+id]')
        .between([from, Dexie.minKey], [to, Dexie.maxKey], true, true)
        .filter((row) => row.tags !== undefined)
        .toArray();
      for (const row of rows) {
        for (const tag of row.tags!) add(row.date, tag, row.kind, row.currency, row.partTagCents?.[tag] ?? row.amount);
      }
    } else {
      for (const record of await transactionsInFilter(db, { start: from, end: to })) {
        for (const { tag, cents } of tagAmountsOf(record))
          add(record.date, tag, record.trans_status, record.currency, cents);
      }
    }
    return buildReport(totals, favorite, await rateBookFor(db, from, to));
  });
}
