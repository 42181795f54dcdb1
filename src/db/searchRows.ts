import type { Table, Transaction } from 'dexie';
import type { TransactionRecord } from '../domain/records';
import { accountIdOf } from '../domain/ledgerAccounts';
import { transactionWords } from '../domain/searchWords';
import { splitCategories } from '../domain/splits';
import { allTagsOf, partTagCentsOf } from '../domain/partTags';
import type { SearchKey, SearchRow } from './rows';
import { writeInTurns } from './writeInTurns';

export function searchRowOf(record: TransactionRecord): SearchRow {
  // A split's parts may carry tags of their own (issue 45): the row lists the transaction's and theirs.
  const tags = allTagsOf(record);
  const partTagCents = partTagCentsOf(record);
  return {
    date: record.date,
    id: record.id,
    category: record.category,
    amount: record.amount_cents,
    currency: record.currency,
    kind: record.trans_status,
    account: accountIdOf(record),
    ...(record.clearance === 'reconciled' ? {} : { toReconcileIn: accountIdOf(record) }),
    // Only a named payee is indexed: a row without one stays out of `[payee+date]`.
    ...(record.payee ? { payee: record.payee } : {}),
    ...(tags.length > 0 ? { tags } : {}),
    ...(partTagCents ? { partTagCents } : {}),
    // A split is found by each of its parts' categories too (the `*splitCategories` index).
    ...(record.parts ? { splitCategories: splitCategories(record) } : {}),
    words: transactionWords(record),
  };
}

export const searchKeyOf = (record: Pick<TransactionRecord, 'date' | 'id'>): SearchKey => [record.date, record.id];

/**
 * The search rows of records written now, requested together with the records themselves (inside
 * the caller's write transaction: the command's or the pulled page's), so the index never disagrees
 * with the records and a command waits for no extra round trip.
 */
export function putSearchRows(table: Table<SearchRow, SearchKey>, after: readonly TransactionRecord[]) {
  // Each slice's rows are made in its own task too: finding a record's words is not free.
  return writeInTurns(after, (slice) => table.bulkPut(slice.map(searchRowOf)));
}

/**
 * Removes the rows of previous versions that the new ones did not overwrite: a deleted record's, or
 * one whose date moved (the date is part of the key). Same transaction as `putSearchRows`.
 */
export async function dropStaleSearchRows(
  table: Table<SearchRow, SearchKey>,
  before: readonly (TransactionRecord | undefined)[],
  after: readonly (TransactionRecord | undefined)[],
): Promise<void> {
  const stale = before.flatMap((record, i) => (record && record.date !== after[i]?.date ? [searchKeyOf(record)] : []));
  if (stale.length > 0) await table.bulkDelete(stale);
}

/** Version 5: builds the search rows of the transactions a device already holds. */
export async function buildSearchRows(tx: Transaction): Promise<void> {
  const rows: SearchRow[] = [];
  await tx.table<TransactionRecord, string>('transactions').each((record) => rows.push(searchRowOf(record)));
  await tx.table<SearchRow, SearchKey>('searchRows').bulkPut(rows);
}
