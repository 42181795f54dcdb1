import { csvFileName, transactionsCsv } from '../../domain/csv';
import { todayIn } from '../../domain/dates';
import type { MoneyKitchenDb } from '../../db/database';
import { listRowsMatching, type TransactionQuery } from '../../db/queries/transactionSearch';
import { downloadFile } from './downloadFile';

/**
 * Every local row the list's search and filters match (not just the page shown; transfers marked as
 * such), in the order shown, as a CSV download; works offline.
 */
export async function exportTransactionsCsv(db: MoneyKitchenDb, query: TransactionQuery, now: Date): Promise<void> {
  const rows = await listRowsMatching(db, query);
  downloadFile(csvFileName(query.start, query.end, todayIn(now)), transactionsCsv(rows), 'text/csv;charset=utf-8');
}
