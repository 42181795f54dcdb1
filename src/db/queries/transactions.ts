import Dexie from 'dexie';
import type { IsoDate } from '../../domain/dates';
import { clampPage } from '../../domain/pagination';
import type { TransactionRecord } from '../../domain/records';
import type { MoneyKitchenDb } from '../database';

/** Spec section 9: default page size. */
export const transactionsPerPage = 10;

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
 * One page of the list, newest date first and, within a date, newest first (ids are UUIDv7). The
 * count and the rows are read in one transaction so they always agree.
 */
export function transactionPage(
  db: MoneyKitchenDb,
  filter: DateFilter,
  page: number,
  perPage = transactionsPerPage,
): Promise<TransactionPage> {
  return db.transaction('r', db.transactions, db.balances, async () => {
    const totalCount = await countTransactions(db, filter);
    const numPages = Math.max(1, Math.ceil(totalCount / perPage));
    const current = clampPage(page, numPages);
    const rows = await inFilter(db, filter)
      .reverse()
      .offset((current - 1) * perPage)
      .limit(perPage)
      .toArray();
    return { rows, page: current, numPages, perPage, totalCount };
  });
}

/** Every transaction in the filter in list order, for the CSV export (not one page of it). */
export function transactionsInFilter(db: MoneyKitchenDb, filter: DateFilter): Promise<TransactionRecord[]> {
  return inFilter(db, filter).reverse().toArray();
}
