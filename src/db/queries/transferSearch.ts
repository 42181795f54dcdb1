import type { TransferRecord } from '../../domain/records';
import { searchTerms, wordsOf } from '../../domain/searchWords';
import { transferBalanceEffect } from '../../domain/transfers';
import type { MoneyKitchenDb, SearchKey } from '../database';
import {
  hasAmountRange,
  hasCategories,
  hasPayees,
  hasTags,
  netPerCurrency,
  type CurrencySum,
  type TransactionQuery,
} from './transactionQuery';
import { transfersInRange } from './transferList';

/**
 * Transfers in the search (issue 46, item 8): "Transfer" is a type of its own, and words find a
 * transfer by its description and currencies. A transfer has no category, payee or tags, so a
 * category, payee or tag filter never finds one; a currency or an amount filter matches either side.
 */

/** Whether the query asks for transfers beside (or, by type, instead of) transactions. */
export function searchesTransfers(query: TransactionQuery): boolean {
  if (query.kind === 'transfer') return true;
  return (
    query.kind === undefined &&
    !hasCategories(query) &&
    !hasPayees(query) &&
    !hasTags(query) &&
    searchTerms(query.text ?? '').length > 0
  );
}

/** The transfer filter of a query that searches transfers. */
export function transferMatches(query: TransactionQuery) {
  const terms = searchTerms(query.text ?? '');
  const inRange = (cents: number) =>
    (query.minCents === undefined || cents >= query.minCents) &&
    (query.maxCents === undefined || cents <= query.maxCents);
  return (transfer: TransferRecord) => {
    if (hasCategories(query) || hasPayees(query) || hasTags(query)) return false;
    if (
      query.currency !== undefined &&
      transfer.out_currency !== query.currency &&
      transfer.in_currency !== query.currency
    )
      return false;
    if (hasAmountRange(query) && !inRange(transfer.out_cents) && !inRange(transfer.in_cents)) return false;
    if (terms.length === 0) return true;
    const words = wordsOf(transfer.details, transfer.out_currency, transfer.in_currency, 'transfer');
    return terms.every((term) => words.some((word) => word.startsWith(term)));
  };
}

/** The matching transfers of the query's date range, in list order (transfers are few: the range is read whole). */
export async function matchingTransfers(db: MoneyKitchenDb, query: TransactionQuery): Promise<TransferRecord[]> {
  if (!searchesTransfers(query)) return [];
  const transfers = await transfersInRange(db, query);
  return transfers.filter(transferMatches(query));
}

export const transferKeysOf = (transfers: readonly TransferRecord[]): SearchKey[] =>
  transfers.map((transfer) => [transfer.date, transfer.id]);

/** What the matching transfers move per currency: out of one, into the other. */
export function transferSums(transfers: readonly TransferRecord[]): CurrencySum[] {
  return netPerCurrency(
    transfers.flatMap(transferBalanceEffect).map((side) => ({
      currency: side.currency,
      kind: side.cents < 0 ? 'withdraw' : 'deposit',
      cents: Math.abs(side.cents),
    })),
  );
}
