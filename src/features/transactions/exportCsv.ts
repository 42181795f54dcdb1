import { csvFileName, transactionsCsv } from '../../domain/csv';
import { todayIn } from '../../domain/dates';
import type { MoneyKitchenDb } from '../../db/database';
import { transactionsInFilter, type DateFilter } from '../../db/queries/transactions';
import { downloadFile } from './downloadFile';

/** Every local transaction in the filter (not just the page shown) as a CSV download; works offline. */
export async function exportTransactionsCsv(db: MoneyKitchenDb, filter: DateFilter, now: Date): Promise<void> {
  const rows = await transactionsInFilter(db, filter);
  downloadFile(csvFileName(filter.start, filter.end, todayIn(now)), transactionsCsv(rows), 'text/csv;charset=utf-8');
}
