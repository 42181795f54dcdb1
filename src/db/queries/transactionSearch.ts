import type { CurrencyCode } from '../../domain/currencies';
import type { IsoDate } from '../../domain/dates';
import { clampPage, pagesFor } from '../../domain/pagination';
import type { TransactionRecord, TransferRecord } from '../../domain/records';
import { searchTerms } from '../../domain/searchWords';
import type { DaySum, MoneyKitchenDb, SearchKey } from '../database';
import { searchIndexState } from '../searchIndex';
import { transferBalanceEffect, type ListRow } from '../../domain/transfers';
import { transactionsInFilter, type PageAnchor } from './transactions';
import { indexedKeys, indexedRows } from './searchIndexReads';
import { oneWordPage } from './oneWordPage';
import {
  comparatorFor,
  hasAmountRange,
  hasCategories,
  hasPayees,
  hasTags,
  matches,
  netPerCurrency,
  sumsOf,
  sumsOfDays,
  type CurrencySum,
  type TransactionQuery,
} from './transactionQuery';
import { compareKeys, listPage, mergeInListOrder, transferKeys, transfersInRange, type ListPage } from './transferList';
import { matchingTransfers, transferKeysOf, transferSums } from './transferSearch';
import { slicePage } from './scheduled';

export type { CurrencySum, SortColumn, SortDirection, TransactionQuery } from './transactionQuery';
export { sumsOf } from './transactionQuery';

export interface TransactionResults extends ListPage {
  /** Present when reading the page already gave them; otherwise `resultSums` reads them. */
  sums?: CurrencySum[];
}

const isDateOrder = (query: TransactionQuery) => (query.sort ?? 'date') === 'date';

/**
 * Filters that only a record can answer: the keys of the search index are not enough for them. An
 * amount range is answered by the `[category+amount]` index when categories are chosen too.
 */
function needsRecords(query: TransactionQuery): boolean {
  return (
    query.kind !== undefined ||
    query.currency !== undefined ||
    (hasAmountRange(query) && !hasCategories(query)) ||
    !isDateOrder(query)
  );
}

function narrowsByIndex(query: TransactionQuery): boolean {
  return searchTerms(query.text ?? '').length > 0 || hasCategories(query) || hasPayees(query) || hasTags(query);
}

/**
 * Every transfer of the range is listed with the transactions while the list is narrowed by dates
 * alone. Beyond that, words (without a category) find transfers too, and the type "Transfer" lists
 * them alone (transferSearch.ts).
 */
export function showsTransfers(query: TransactionQuery): boolean {
  return !needsRecords(query) && !narrowsByIndex(query) && !hasAmountRange(query);
}

/**
 * Every record the query matches, in no particular order. While the search rows are still being
 * built (searchIndex.ts) the records in the date range are read and checked word by word instead.
 */
async function matchingRecords(db: MoneyKitchenDb, query: TransactionQuery): Promise<TransactionRecord[]> {
  const indexReady = !narrowsByIndex(query) || (await searchIndexState(db)) === 'ready';
  const keys = indexReady ? await indexedKeys(db, query) : undefined;
  const candidates = keys
    ? (await db.transactions.bulkGet(keys.map((key) => key[1]))).filter((row) => row !== undefined)
    : await transactionsInFilter(db, { start: query.start, end: query.end });
  return candidates.filter(matches(query, !indexReady));
}

function pageOf<T>(items: readonly T[], page: number, perPage: number) {
  const numPages = pagesFor(items.length, perPage);
  const current = clampPage(page, numPages);
  return { items: items.slice((current - 1) * perPage, current * perPage), page: current, numPages };
}

/**
 * One page of the matching transactions. Three ways, cheapest first:
 * - dates only, in list order: the `[date+id]` range of the plain list (its count from the balances);
 * - one word alone, newest first: a count and a cursor of that word's index entries (oneWordPage.ts);
 * - words or categories (with an amount range or not), in list order: the index keys give the count
 *   and the order, and only the page's records are read;
 * - anything else (type, currency, amount, another order): every candidate record is read, filtered
 *   and sorted, and the sums come with it.
 */
export async function transactionResults(
  db: MoneyKitchenDb,
  query: TransactionQuery,
  page: number,
  perPage: number,
  anchor?: PageAnchor,
): Promise<TransactionResults> {
  const start = performance.now();
  const results = await readResults(db, query, page, perPage, anchor);
  performance.clearMeasures(searchMeasureName); // only the latest is kept
  performance.measure(searchMeasureName, { start });
  return results;
}

/** The User Timing entry of the latest page read: browser tools and the benchmark read it. */
export const searchMeasureName = 'money-kitchen:transactions-page';
/** Within it, the index keys' part (words and categories), when the page is read from keys. */
export const searchKeysMeasureName = 'money-kitchen:transactions-keys';
/** Within it, ordering the keys and reading the page's records. */
export const searchPageMeasureName = 'money-kitchen:transactions-page-rows';

function readResults(
  db: MoneyKitchenDb,
  query: TransactionQuery,
  page: number,
  perPage: number,
  anchor: PageAnchor | undefined,
): Promise<TransactionResults> {
  return db.transaction('r', [db.transactions, db.transfers, db.balances, db.searchRows, db.syncState], async () => {
    if (query.kind === 'transfer') return transfersAlone(db, query, page, perPage);
    // Only a search by words or categories needs the index (and so asks whether it is built yet).
    const indexReady = !narrowsByIndex(query) || (await searchIndexState(db)) === 'ready';
    if (!needsRecords(query) && indexReady) {
      if (!narrowsByIndex(query) && query.direction !== 'asc') {
        // The only way that reads the list's index page by page: Next and Previous start at an anchor.
        return listPage(db, { start: query.start, end: query.end }, page, perPage, anchor);
      }
      const oneWord = await oneWordPage(db, query, page, perPage);
      if (oneWord) return oneWord;
      const keysStart = performance.now();
      const indexed = await indexedKeys(db, query);
      performance.clearMeasures(searchKeysMeasureName);
      performance.measure(searchKeysMeasureName, { start: keysStart });
      const keys = indexed ?? (await transactionsInFilter(db, query)).map((r) => [r.date, r.id] as SearchKey);
      // Oldest first by dates alone, every transfer of the range joins the keys (showsTransfers); with
      // words, the transfers they find.
      const transfers = showsTransfers(query)
        ? await transferKeys(db, query)
        : transferKeysOf(await matchingTransfers(db, query));
      const transferIds = new Set(transfers.map((key) => key[1]));
      keys.push(...transfers);
      const rowsStart = performance.now();
      keys.sort(compareKeys);
      if (query.direction === 'asc') keys.reverse();
      const shown = pageOf(keys, page, perPage);
      const rows = await rowsOfKeys(db, shown.items, transferIds);
      performance.clearMeasures(searchPageMeasureName);
      performance.measure(searchPageMeasureName, { start: rowsStart });
      return {
        rows: rows.filter((row) => row !== undefined),
        page: shown.page,
        numPages: shown.numPages,
        perPage,
        totalCount: keys.length,
      };
    }
    const records = await matchingRecords(db, query);
    records.sort(comparatorFor(query));
    // In date order the transfers the words find join the rows; sorted by amount or category, a
    // column a transfer lacks or holds twice, the list holds the transactions alone.
    const transfers = isDateOrder(query) ? await matchingTransfers(db, query) : [];
    const rows = inQueryOrder(query, records, transfers);
    return { ...slicePage(rows, page, perPage), sums: withTransferSums(sumsOf(records), transfers) };
  });
}

/** Transactions in the query's date order and transfers in list order, as one list in the query's order. */
function inQueryOrder(query: TransactionQuery, records: readonly TransactionRecord[], transfers: readonly ListRow[]) {
  if (transfers.length === 0) return records as readonly ListRow[];
  if (query.direction !== 'asc') return mergeInListOrder(records, transfers);
  return mergeInListOrder([...records].reverse(), transfers).reverse();
}

/** The type "Transfer": the range's matching transfers alone, newest first unless asked otherwise. */
async function transfersAlone(
  db: MoneyKitchenDb,
  query: TransactionQuery,
  page: number,
  perPage: number,
): Promise<TransactionResults> {
  const transfers = await matchingTransfers(db, query);
  if (query.direction === 'asc') transfers.reverse();
  return { ...slicePage(transfers, page, perPage), sums: transferSums(transfers) };
}

/** A result's sums with what its transfers move added, per currency. */
function withTransferSums(sums: readonly CurrencySum[], transfers: readonly TransferRecord[]): CurrencySum[] {
  if (transfers.length === 0) return [...sums];
  return netPerCurrency(
    [...sums, ...transferSums(transfers)].map(({ currency, cents }) => ({ currency, kind: 'deposit' as const, cents })),
  );
}

/** The rows of these keys in their order; keys of `transferIds` are transfers. */
async function rowsOfKeys(db: MoneyKitchenDb, keys: readonly SearchKey[], transferIds: ReadonlySet<string>) {
  const ids = keys.map((key) => key[1]);
  if (transferIds.size === 0) return db.transactions.bulkGet(ids);
  const [transactions, transfers] = await Promise.all([
    db.transactions.bulkGet(ids.filter((id) => !transferIds.has(id))),
    db.transfers.bulkGet(ids.filter((id) => transferIds.has(id))),
  ]);
  const byId = new Map<string, ListRow>();
  for (const row of [...transactions, ...transfers]) if (row) byId.set(row.id, row);
  return ids.map((id) => byId.get(id));
}

/** The sums per currency of everything the query matches (the result line under the filters). */
export async function resultSums(db: MoneyKitchenDb, query: TransactionQuery): Promise<CurrencySum[]> {
  if (query.kind === 'transfer') return transferSums(await matchingTransfers(db, query));
  if (!needsRecords(query) && !narrowsByIndex(query)) {
    // Dates only: the derived figures already hold the sums, without reading a single record.
    if (!query.start && !query.end) {
      const balances = await db.balances.toArray();
      return balances
        .map(({ currency, cents }) => ({ currency: currency as CurrencyCode, cents }))
        .sort((a, b) => (a.currency < b.currency ? -1 : 1));
    }
    const [days, transfers] = await Promise.all([
      db.days
        .where('date')
        .between(query.start ?? firstDate, query.end ?? lastDate, true, true)
        .toArray(),
      transfersInRange(db, query),
    ]);
    // The list shows the range's transfers, so its sums move by them as the balances do.
    const moved = transfers.flatMap(transferBalanceEffect);
    return sumsOfDays([
      ...days.flatMap((day) => day.sums),
      ...moved.map((side): DaySum => ({
        kind: 'deposit',
        category: '',
        currency: side.currency,
        cents: side.cents,
        count: 1,
      })),
    ]);
  }
  if (!needsRecords(query)) {
    // Words and categories: the search rows carry each record's amount, currency and type, so one
    // index read per word gives the sums; reading thousands of records held the page for 150 ms
    // and more while typing (the budget while typing a search: no task over 50 ms).
    const rows = await db.transaction('r', db.searchRows, db.syncState, async () =>
      (await searchIndexState(db)) === 'ready' ? indexedRows(db, query) : undefined,
    );
    if (rows) {
      const sums = netPerCurrency(rows.map(({ currency, kind, amount }) => ({ currency, kind, cents: amount })));
      return withTransferSums(sums, await matchingTransfers(db, query));
    }
  }
  const transfers = isDateOrder(query) ? await matchingTransfers(db, query) : [];
  return withTransferSums(sumsOf(await readMatching(db, query)), transfers);
}

const firstDate = '0000-01-01' as IsoDate;
const lastDate = '9999-12-31' as IsoDate;

/** Index reads go through one read transaction, so the index reads (searchIndexReads.ts) can use its native request. */
const readMatching = (db: MoneyKitchenDb, query: TransactionQuery) =>
  narrowsByIndex(query)
    ? db.transaction('r', db.transactions, db.searchRows, db.syncState, () => matchingRecords(db, query))
    : matchingRecords(db, query);

/** Every row the list shows for the query (transfers too, by showsTransfers), in its order: the CSV export. */
export async function listRowsMatching(db: MoneyKitchenDb, query: TransactionQuery): Promise<ListRow[]> {
  if (query.kind === 'transfer') {
    const transfers = await matchingTransfers(db, query);
    return query.direction === 'asc' ? transfers.reverse() : transfers;
  }
  const transactions = await transactionsMatching(db, query);
  const transfers = showsTransfers(query)
    ? await transfersInRange(db, query)
    : isDateOrder(query)
      ? await matchingTransfers(db, query)
      : [];
  if (transfers.length === 0) return transactions;
  if (query.direction !== 'asc') return mergeInListOrder(transactions, transfers);
  return mergeInListOrder([...transactions].reverse(), transfers).reverse();
}

/** Every matching transaction in the order asked for, for the CSV export (not one page of it). */
export async function transactionsMatching(db: MoneyKitchenDb, query: TransactionQuery): Promise<TransactionRecord[]> {
  const records = await readMatching(db, query);
  return records.sort(comparatorFor(query));
}
