import { csvFileName, transactionsCsv } from '../../domain/csv';
import { todayIn } from '../../domain/dates';
import type { MoneyKitchenDb } from '../../db/database';
import { listRowsMatching, type TransactionQuery } from '../../db/queries/transactionSearch';
import { saveBlob } from '../../ui/saveBlob';

/**
 * Every local row the list's search and filters match (not just the page shown; transfers marked as
 * such), in the order shown, as a CSV download; works offline.
 */
export async function exportTransactionsCsv(db: MoneyKitchenDb, query: TransactionQuery, now: Date): Promise<void> {
  const rows = await listRowsMatching(db, query);
  const csv = new Blob([transactionsCsv(rows)], { type: 'text/csv;charset=utf-8' });
  saveBlob(csvFileName(query.start, query.end, todayIn(now)), csv);
}
