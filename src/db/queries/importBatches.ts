import type { ImportBatchRow, MoneyKitchenDb } from '../database';

/** This device's imports, newest first (a handful of rows: read whole). */
export async function importBatches(db: MoneyKitchenDb): Promise<ImportBatchRow[]> {
  const rows = await db.imports.toArray();
  return rows.sort((a, b) => b.importedAt.localeCompare(a.importedAt));
}
