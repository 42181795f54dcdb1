import Dexie from 'dexie';
import { clampPage, pagesFor } from '../../domain/pagination';
import type { TransactionRecord, TransferRecord } from '../../domain/records';
import { searchTerms } from '../../domain/searchWords';
import type { MoneyKitchenDb, SearchKey } from '../database';
import { requestResult } from './searchIndexReads';
import { hasCategories, hasPayees, hasTags, type TransactionQuery } from './transactionQuery';
import { mergeInListOrder, type ListPage } from './transferList';
import { matchingTransfers } from './transferSearch';

/**
 * The one word of the index that starts with `term`, or 'several' when two or more do (`taxi` and
 * `taxis`): a cursor that skips from one distinct word to the next reads at most two entries.
 */
function onlyWordStarting(index: IDBIndex, term: string): Promise<IDBValidKey | 'several' | undefined> {
  return new Promise((resolve, reject) => {
    let first: IDBValidKey | undefined;
    const request = index.openKeyCursor(Dexie.dependencies.IDBKeyRange.bound(term, `${term}\uffff`), 'nextunique');
    request.onsuccess = () => {
      const cursor = request.result;
      if (first !== undefined) return resolve(cursor ? 'several' : first);
      if (!cursor) return resolve(undefined);
      first = cursor.key;
      cursor.continue();
    };
    request.onerror = () => reject(request.error);
  });
}

/** `count` primary keys of one index key, newest first (its entries are in [date+id] order), after `skip`. */
function newestKeys(index: IDBIndex, word: IDBValidKey, skip: number, count: number): Promise<SearchKey[]> {
  return new Promise((resolve, reject) => {
    const keys: SearchKey[] = [];
    let skipped = skip === 0;
    const request = index.openKeyCursor(Dexie.dependencies.IDBKeyRange.only(word), 'prev');
    request.onsuccess = () => {
      const cursor = request.result;
      if (!cursor) return resolve(keys);
      if (!skipped) {
        skipped = true;
        return cursor.advance(skip);
      }
      keys.push(cursor.primaryKey as SearchKey);
      if (keys.length >= count) return resolve(keys);
      cursor.continue();
    };
    request.onerror = () => reject(request.error);
  });
}

/**
 * A page of a search for one word and nothing else, newest first, read without the keys of every
 * match: a common word matches thousands of records, and reading all their keys to count and order
 * them was most of a search's first page (its budget is 50 ms). When a single word of the index
 * starts with the term, its entries are already in list order and counted where they are stored,
 * so the page is a count and a cursor over one page of keys. Undefined when that does not hold
 * (several words share the prefix and a record could hold two of them, dates or other filters
 * narrow it, the oldest come first, or transfers match beyond page 1): the caller reads the keys.
 * Runs inside the caller's read transaction over the search rows, transactions and transfers.
 */
export async function oneWordPage(
  db: MoneyKitchenDb,
  query: TransactionQuery,
  page: number,
  perPage: number,
): Promise<ListPage | undefined> {
  const terms = searchTerms(query.text ?? '');
  const native = Dexie.currentTransaction?.idbtrans;
  const narrowed = query.start || query.end || hasCategories(query) || hasPayees(query) || hasTags(query);
  if (!native || terms.length !== 1 || narrowed || query.direction === 'asc') return undefined;
  const term = terms[0]!;
  const index = native.objectStore('searchRows').index('words');
  const [word] = await Promise.all([
    onlyWordStarting(index, term),
    // Dexie's own read of the range subscribes a live query to all of it (as searchIndexReads.ts does).
    db.searchRows.where('words').between(term, `${term}\uffff`, true, true).limit(1).primaryKeys(),
  ]);
  if (word === undefined || word === 'several') return undefined;
  const [transactionCount, transfers] = await Promise.all([
    requestResult(index.count(Dexie.dependencies.IDBKeyRange.only(word))),
    matchingTransfers(db, query),
  ]);
  const totalCount = transactionCount + transfers.length;
  const numPages = pagesFor(totalCount, perPage);
  const current = clampPage(page, numPages);
  if (transfers.length > 0 && current > 1) return undefined;
  const keys = await newestKeys(index, word, (current - 1) * perPage, perPage);
  const transactions = await db.transactions.bulkGet(keys.map((key) => key[1]));
  const rows = mergeInListOrder<TransactionRecord, TransferRecord>(
    transactions.filter((row) => row !== undefined),
    transfers,
  ).slice(0, perPage);
  return { rows, page: current, numPages, perPage, totalCount };
}
