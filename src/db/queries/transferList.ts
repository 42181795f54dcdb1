import Dexie from 'dexie';
import { clampPage, isFirstPage, pagesFor } from '../../domain/pagination';
import type { TransactionRecord, TransferRecord } from '../../domain/records';
import type { ListRow } from '../../domain/transfers';
import type { MoneyKitchenDb, SearchKey } from '../database';
import {
  countTransactions,
  inFilter,
  transactionPage,
  transactionsAtOffset,
  type DateFilter,
  type PageAnchor,
  type TransactionPage,
} from './transactions';

/** A page of the list with transfers among the transactions, in list order. */
export interface ListPage extends Omit<TransactionPage, 'rows'> {
  rows: ListRow[];
}

/** List order: newest date first, and within a date newest first (ids are UUIDv7). */
export const compareKeys = (a: SearchKey, b: SearchKey) =>
  a[0] < b[0] ? 1 : a[0] > b[0] ? -1 : a[1] < b[1] ? 1 : a[1] > b[1] ? -1 : 0;

/** The transfers of a date range as a range of their [date+id] index. */
function transfersInFilter(db: MoneyKitchenDb, { start, end }: DateFilter) {
  return db.transfers
    .where('[date+id]')
    .between([start ?? Dexie.minKey, Dexie.minKey], [end ?? Dexie.maxKey, Dexie.maxKey], true, true);
}

/** The `[date, id]` keys of the transfers in a date range, in list order. Only keys: no record is read. */
export async function transferKeys(db: MoneyKitchenDb, filter: DateFilter): Promise<SearchKey[]> {
  return (await transfersInFilter(db, filter).reverse().keys()) as unknown as SearchKey[];
}

/** Every transfer in a date range, in list order (the CSV export). */
export function transfersInRange(db: MoneyKitchenDb, filter: DateFilter): Promise<TransferRecord[]> {
  return transfersInFilter(db, filter).reverse().toArray();
}

const keyOf = (row: ListRow): SearchKey => [row.date, row.id];

/** Two lists, each in list order, as one in list order. */
export function mergeInListOrder<A extends ListRow, B extends ListRow>(a: readonly A[], b: readonly B[]): (A | B)[] {
  const merged: (A | B)[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const nextA = a[i];
    const nextB = b[j];
    if (nextB === undefined || (nextA !== undefined && compareKeys(keyOf(nextA), keyOf(nextB)) <= 0)) {
      merged.push(nextA!);
      i += 1;
    } else {
      merged.push(nextB);
      j += 1;
    }
  }
  return merged;
}

/**
 * One page of the plain list (dates only, newest first) with the transfers of the range merged in by
 * date. Transfers are few next to transactions, so their keys are read whole (in one trip with the
 * count); the transactions stay paged by offset as before. Which transfers come before the page is
 * found by bisection over the transfer keys, each step reading one transaction key at an offset:
 * about log2(transfers) small reads, and none without transfers (then the page is exactly the plain
 * one). Page 1 needs none of this: its reads all go at once (firstListPage). Runs inside the
 * caller's read transaction, which holds transactions, transfers and balances.
 */
export async function listPage(
  db: MoneyKitchenDb,
  filter: DateFilter,
  page: number,
  perPage: number,
  anchor?: PageAnchor,
): Promise<ListPage> {
  if (isFirstPage(page)) return firstListPage(db, filter, perPage);
  const [transfers, transactionCount] = await Promise.all([transferKeys(db, filter), countTransactions(db, filter)]);
  // Without transfers in the range, Next and Previous read from the anchor; with them, by offset.
  if (transfers.length === 0) return transactionPage(db, filter, transactionCount, page, perPage, anchor);
  const totalCount = transactionCount + transfers.length;
  const numPages = pagesFor(totalCount, perPage);
  const current = clampPage(page, numPages);
  const offset = (current - 1) * perPage;
  const transactionKeyAt = async (index: number) =>
    (await inFilter(db, filter).reverse().offset(index).limit(1).keys())[0] as unknown as SearchKey;
  // The number of transfers among the first `offset` rows: the least t whose next transfer does not
  // come before the last of the `offset - t` transactions it would leave above the page.
  let low = Math.max(0, offset - transactionCount);
  let high = Math.min(transfers.length, offset);
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compareKeys(transfers[mid]!, await transactionKeyAt(offset - mid - 1)) < 0) low = mid + 1;
    else high = mid;
  }
  const [transactionRows, transferRows] = await Promise.all([
    transactionsAtOffset(db, filter, transactionCount, offset - low, perPage),
    db.transfers.bulkGet(transfers.slice(low, low + perPage).map((key) => key[1])),
  ]);
  const rows = mergeInListOrder<TransactionRecord, TransferRecord>(
    transactionRows,
    transferRows.filter((row) => row !== undefined),
  ).slice(0, perPage);
  return { rows, page: current, numPages, perPage, totalCount };
}

/**
 * Page 1 of the list: the newest rows of both kinds, merged, and both counts, asked for at once (one
 * trip to IndexedDB where the other pages take three or more: a filter's first page is what a person
 * waits for most).
 */
async function firstListPage(db: MoneyKitchenDb, filter: DateFilter, perPage: number): Promise<ListPage> {
  const [transactionCount, transferCount, transactions, transfers] = await Promise.all([
    countTransactions(db, filter),
    transfersInFilter(db, filter).count(),
    inFilter(db, filter).reverse().limit(perPage).toArray(),
    transfersInFilter(db, filter).reverse().limit(perPage).toArray(),
  ]);
  const totalCount = transactionCount + transferCount;
  const rows = mergeInListOrder<TransactionRecord, TransferRecord>(transactions, transfers).slice(0, perPage);
  return { rows, page: 1, numPages: pagesFor(totalCount, perPage), perPage, totalCount };
}
