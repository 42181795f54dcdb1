import type { ImportBatchRow, MoneyKitchenDb } from '../database';

/** This device's imports, newest first (a handful of rows: read whole). */
export async function importBatches(db: MoneyKitchenDb): Promise<ImportBatchRow[]> {
  const rows = await db.imports.toArray();
  return rows.sort((a, b) => b.importedAt.localeCompare(a.importedAt));
}

/** A statement balance an import brought (OFX LEDGERBAL), and the file it came from. */
export interface ImportedStatement {
  cents: number;
  date: string;
  fileName: string;
}

/**
 * The statement balance Reconcile offers for an account (issue 44, item 6): the latest ledger balance
 * imported into it on this device that is newer than the statement it was last reconciled against.
 */
export async function importedStatement(
  db: MoneyKitchenDb,
  accountId: string,
  reconciledDate: string | null,
): Promise<ImportedStatement | undefined> {
  const newest = (await db.imports.toArray())
    .filter((row) => row.accountId === accountId && row.ledger && (!reconciledDate || row.ledger.date > reconciledDate))
    .sort((a, b) => b.ledger!.date.localeCompare(a.ledger!.date) || b.importedAt.localeCompare(a.importedAt))[0];
  return newest?.ledger && { ...newest.ledger, fileName: newest.fileName };
}
