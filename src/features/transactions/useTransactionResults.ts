import { liveQuery } from 'dexie';
import { useObservable } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import {
  resultSums,
  transactionResults,
  type CurrencySum,
  type TransactionQuery,
  type TransactionResults,
} from '../../db/queries/transactionSearch';
import type { PageAnchor } from '../../db/queries/transactions';
import { useLiveQueryAtCommit } from '../../app/workspace/useLiveQueryAtCommit';

export interface ResultsView {
  /** Undefined while the first read runs. */
  list: TransactionResults | undefined;
  /** The sums per currency of every match; undefined while they are read. */
  sums: CurrencySum[] | undefined;
}

/**
 * One page of the matching transactions, kept current by Dexie. When the page could be read from
 * the index keys alone, the sums (which need every matching record) come from a second query, so the
 * rows show first. `anchor` (Next or Previous from the page beside it) is used only for the page it
 * names; any other page is read by its number.
 */
export function useTransactionResults(
  query: TransactionQuery,
  page: number,
  perPage: number,
  anchor?: PageAnchor,
): ResultsView {
  const db = useDatabase();
  const key = JSON.stringify(query);
  const pageAnchor = anchor?.page === page ? anchor : undefined;
  const anchorKey = JSON.stringify(pageAnchor);
  // Each page carries the query it answers: while a new query runs, the previous page stays shown.
  // Subscribed at commit: a filter's first page is what a person waits for most (20 ms budget).
  const read = useLiveQueryAtCommit(
    async () => ({ key, list: await transactionResults(db, query, page, perPage, pageAnchor) }),
    [db, key, page, perPage, anchorKey],
  );
  const list = read?.list;
  // The sums start once this query's page is read, so they never slow the rows down. Until then
  // nothing is subscribed: an answer of "none yet" would render the whole page again while the rows
  // are still being read. Sums of another query are never shown (their key differs).
  const needSums = read?.key === key && read.list.sums === undefined;
  const summed = useObservable(
    () => (needSums ? liveQuery(async () => ({ key, sums: await resultSums(db, query) })) : nothingYet),
    [db, key, needSums],
  );
  return { list, sums: list?.sums ?? (summed?.key === key ? summed.sums : undefined) };
}

/** An observable that never answers: useObservable keeps what it had, and nothing renders. */
const nothingYet = { subscribe: () => () => {} };
