import Dexie, { type IndexableType } from 'dexie';
import { searchTerms } from '../../domain/searchWords';
import type { MoneyKitchenDb, SearchKey, SearchRow } from '../database';
import { hasAmountRange, type TransactionQuery } from './transactionQuery';

/**
 * Reads of the search rows' indexes (words, categories by date or amount) for the transactions
 * list: the keys to order and page a result, or the rows that carry enough for its sums.
 */

/** A native IndexedDB request's result as a promise (the reads below go by the transaction's own requests). */
export const requestResult = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/** What an index read of the search rows returns: their keys, or the rows themselves. */
type IndexRead = { read: 'getAllKeys'; item: SearchKey } | { read: 'getAll'; item: SearchRow };

/**
 * The keys or the rows of one index range of the search rows. Inside a live query Dexie adds every
 * key an index query returns to the query's tracked set, one by one, and a common word returns
 * thousands. So the range is read by the transaction's own IndexedDB request, and Dexie is asked
 * only for the range's first key: that read subscribes the live query to the whole range, so a
 * change in it still brings a new result (TransactionSearch.test.tsx shows it).
 */
async function inRange<R extends IndexRead>(
  db: MoneyKitchenDb,
  read: R['read'],
  index: string,
  lower: IndexableType,
  upper: IndexableType,
): Promise<R['item'][]> {
  const range = db.searchRows.where(index).between(lower, upper, true, true);
  const native = Dexie.currentTransaction?.idbtrans;
  if (!native) return read === 'getAll' ? range.toArray() : range.primaryKeys();
  const [items] = await Promise.all([
    requestResult(
      native.objectStore('searchRows').index(index)[read](Dexie.dependencies.IDBKeyRange.bound(lower, upper)),
    ),
    range.limit(1).primaryKeys(),
  ]);
  return items as R['item'][];
}

/**
 * What the words, categories, payees and tags allow, each record once, or undefined when neither is asked for.
 * Each word is a prefix range of the multi-entry word index; the sets of all words and of the
 * categories are intersected. Never a record is read: the keys (`getAllKeys`) order and page a
 * list, the rows (`getAll`) hold enough of the record for the result's sums.
 */
async function indexed<R extends IndexRead>(
  db: MoneyKitchenDb,
  query: TransactionQuery,
  read: R['read'],
  keyOf: (item: R['item']) => SearchKey,
): Promise<R['item'][] | undefined> {
  const sets: Promise<R['item'][]>[] = searchTerms(query.text ?? '').map((term) =>
    inRange<R>(db, read, 'words', term, `${term}\uffff`),
  );
  if (query.categories && query.categories.length > 0) {
    // With an amount range, the amounts narrow by index and the dates by the keys read; without
    // one, the dates narrow by index.
    const [index, low, high] = hasAmountRange(query)
      ? ['[category+amount]', query.minCents ?? Dexie.minKey, query.maxCents ?? Dexie.maxKey]
      : ['[category+date]', query.start ?? Dexie.minKey, query.end ?? Dexie.maxKey];
    // A split is found by any part's category (`*splitCategories`, narrowed by date as the tags
    // are); with an amount range only by its first, as its amount is the whole one.
    const bySplit = hasAmountRange(query) ? [] : query.categories;
    sets.push(
      Promise.all([
        ...query.categories.map((category) => inRange<R>(db, read, index, [category, low], [category, high])),
        ...bySplit.map((category) => inRange<R>(db, read, 'splitCategories', category, category)),
      ]).then((lists) => lists.flat()),
    );
  }
  if (query.payees && query.payees.length > 0) {
    const [low, high] = [query.start ?? Dexie.minKey, query.end ?? Dexie.maxKey];
    sets.push(
      Promise.all(query.payees.map((payee) => inRange<R>(db, read, '[payee+date]', [payee, low], [payee, high]))).then(
        (lists) => lists.flat(),
      ),
    );
  }
  if (query.tags && query.tags.length > 0) {
    // Each tag is one key of the multi-entry `*tags` index; the dates narrow by the keys read. Any of
    // them: one set of all their rows; all of them: a set per tag, intersected as the words are.
    const perTag = query.tags.map((tag) => inRange<R>(db, read, 'tags', tag, tag));
    if (query.tagMode === 'all') sets.push(...perTag);
    else sets.push(Promise.all(perTag).then((lists) => lists.flat()));
  }
  if (sets.length === 0) return undefined;
  const lists = await Promise.all(sets);
  lists.sort((a, b) => a.length - b.length);
  // Every other list must hold the id too; the shortest one is walked, once per record (a record
  // with two words in one prefix range comes twice). One loop and no copies: a common word brings
  // thousands of keys, and this runs between their arrival and the page's records being asked for.
  const others = lists.slice(1).map((list) => new Set(list.map((item) => keyOf(item)[1])));
  const { start, end } = query;
  const seen = new Set<string>();
  const kept: R['item'][] = [];
  for (const item of lists[0]!) {
    const [date, id] = keyOf(item);
    if (seen.has(id)) continue;
    seen.add(id);
    if ((start && date < start) || (end && date > end)) continue;
    if (others.every((ids) => ids.has(id))) kept.push(item);
  }
  return kept;
}

export const indexedKeys = (db: MoneyKitchenDb, query: TransactionQuery) =>
  indexed<Extract<IndexRead, { read: 'getAllKeys' }>>(db, query, 'getAllKeys', (key) => key);

export const indexedRows = (db: MoneyKitchenDb, query: TransactionQuery) =>
  indexed<Extract<IndexRead, { read: 'getAll' }>>(db, query, 'getAll', (row) => [row.date, row.id]);
