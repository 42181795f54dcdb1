import type { TransactionKind } from '../../domain/records';
import { uncategorized } from '../../domain/reports';
import type { TransactionsSearch } from '../transactions/transactionsSearch';
import type { ReportPeriod } from './reportPeriod';

/**
 * Issue 46, item 10: a report's category leads to its transactions, the list filtered to that type,
 * category and the report's dates. The report names an empty category 'Uncategorized'
 * (domain/reports.ts) and counts one really named so with it; the list's filter names the empty one ''.
 */
export function categoryTransactionsSearch(
  kind: TransactionKind,
  category: string,
  period: Pick<ReportPeriod, 'from' | 'to'>,
): TransactionsSearch {
  return {
    start_date: period.from,
    end_date: period.to,
    type: kind,
    category: category === uncategorized ? ['', uncategorized] : [category],
  };
}
