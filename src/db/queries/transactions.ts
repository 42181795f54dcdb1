import Dexie from 'dexie';
import type { IsoDate } from '../../domain/dates';
import { clampPage, pagesFor } from '../../domain/pagination';
import type { TransactionRecord } from '../../domain/records';
import type { MoneyKitchenDb } from '../database';

/** From and To of the transactions list, both inclusive, either one optional. */
export interface DateFilter {
  start?: IsoDate | undefined;
  end?: IsoDate | undefined;
}

export interface TransactionPage {
  rows: TransactionRecord[];
  /** The page shown: the one asked for, moved into range when the list is shorter. */
  page: number;
  numPages: number;
  perPage: number;
  totalCount: number;
}

/** A row's place in the list: its key in the `[date+id]` index. */
export type ListKey = readonly [IsoDate, string];

/**
 * Where a next or previous page starts: the row beside it on the page shown before (keyset paging).
 * `after` is the last row of the page before `page`; `before` is the first row of the page after it.
 */
export type PageAnchor = { page: number } & ({ after: ListKey } | { before: ListKey });

/** The filter as a range of the [date+id] index; an inverted range (From after To) is empty. */
export function inFilter(db: MoneyKitchenDb, { start, end }: DateFilter) {
  return db.transactions
    .where('[date+id]')
    .between([start ?? Dexie.minKey, Dexie.minKey], [end ?? Dexie.maxKey, Dexie.maxKey], true, true);
}

/**
 * How many transactions the filter holds. Unfiltered, the balances table already knows (one row per
 * currency, kept in the same transaction as every write), so the whole table is never counted.
 */
export async function countTransactions(db: MoneyKitchenDb, filter: DateFilter): Promise<number> {
  if (!filter.start && !filter.end) {
    let total = 0;
    await db.balances.each((row) => {
      total += row.count;
    });
    return total;
  }
  return inFilter(db, filter).count();
}

/**
 * One page of the list, newest date first and, within a date, newest first (ids are UUIDv7), of
 * `totalCount` rows in the filter. The caller reads the count in the same transaction as the rows,
 * so the two always agree.
 *
 * With an `anchor` for this page (Next or Previous from the page beside it), the rows are read from
 * the anchor's key onwards, so page 5,000 costs what page 2 costs; without one (a jump to a page
 * number, a link, a reload) the index skips to the page's offset, counted from the nearer end.
 */
export async function transactionPage(
  db: MoneyKitchenDb,
  filter: DateFilter,
  totalCount: number,
  page: number,
  perPage: number,
  anchor?: PageAnchor,
): Promise<TransactionPage> {
  const numPages = pagesFor(totalCount, perPage);
  const current = clampPage(page, numPages);
  const length = current < numPages ? perPage : totalCount - (numPages - 1) * perPage;
  // Page 1 is read from the top at no cost, and must show the newest rows whatever came before.
  const keyset = anchor?.page === current && current > 1;
  const fromAnchor = keyset ? await rowsBeside(db, filter, anchor, perPage) : undefined;
  // Rows added or removed before the anchor since it was taken make its page differ from the one
  // the page number names; a page of the wrong length is read again by its offset.
  const rows =
    fromAnchor?.length === length
      ? fromAnchor
      : await transactionsAtOffset(db, filter, totalCount, (current - 1) * perPage, perPage);
  return { rows, page: current, numPages, perPage, totalCount };
}

/**
 * Up to `limit` transactions of the filter from `offset` in list order (newest first), of
 * `totalCount` in all. IndexedDB skips an offset's keys one by one, so a page past the middle is
 * read from the oldest end and turned round: the last page of a month skips none.
 */
export async function transactionsAtOffset(
  db: MoneyKitchenDb,
  filter: DateFilter,
  totalCount: number,
  offset: number,
  limit: number,
): Promise<TransactionRecord[]> {
  const length = Math.min(limit, totalCount - offset);
  if (length <= 0) return [];
  const fromOldest = totalCount - offset - length;
  if (offset <= fromOldest) return inFilter(db, filter).reverse().offset(offset).limit(length).toArray();
  return (await inFilter(db, filter).offset(fromOldest).limit(length).toArray()).reverse();
}

const inside = ([date]: ListKey, { start, end }: DateFilter) => (!start || date >= start) && (!end || date <= end);

/** The `perPage` rows after (older than) or before (newer than) the anchor's key, in list order. */
async function rowsBeside(
  db: MoneyKitchenDb,
  filter: DateFilter,
  anchor: PageAnchor,
  perPage: number,
): Promise<TransactionRecord[] | undefined> {
  const index = db.transactions.where('[date+id]');
  const first = [filter.start ?? Dexie.minKey, Dexie.minKey];
  const last = [filter.end ?? Dexie.maxKey, Dexie.maxKey];
  if ('after' in anchor) {
    if (!inside(anchor.after, filter)) return undefined;
    return index
      .between(first, [...anchor.after], true, false)
      .reverse()
      .limit(perPage)
      .toArray();
  }
  if (!inside(anchor.before, filter)) return undefined;
  const newer = await index
    .between([...anchor.before], last, false, true)
    .limit(perPage)
    .toArray();
  return newer.reverse();
}

/** The anchor that reads `target` from the page shown (`shown`), when it is the page next to it. */
export function anchorFor(
  shown: { page: number; rows: readonly { date: IsoDate; id: string }[] },
  target: number,
): PageAnchor | undefined {
  const firstRow = shown.rows[0];
  const lastRow = shown.rows.at(-1);
  if (!firstRow || !lastRow) return undefined;
  if (target === shown.page + 1) return { page: target, after: [lastRow.date, lastRow.id] };
  if (target === shown.page - 1) return { page: target, before: [firstRow.date, firstRow.id] };
  return undefined;
}

/** Every transaction in the filter in list order, for the CSV export (not one page of it). */
export function transactionsInFilter(db: MoneyKitchenDb, filter: DateFilter): Promise<TransactionRecord[]> {
  return inFilter(db, filter).reverse().toArray();
}
