import type { MoneyKitchenDb } from '../../db/database';
import { mappingFits, type CsvMapping } from './parse/csvMapping';
import { csvHeaderSignature } from './parse/fileSource';
import { maxTableStart } from './parse/tableStart';
import type { CsvSample } from './workerMessages';

/** The widest row of the table that starts at `skipRows`: the columns the mapping step offers. */
export function tableWidth(sample: Pick<CsvSample, 'rows'>, skipRows: number): number {
  return Math.max(0, ...sample.rows.slice(skipRows).map((row) => row.length));
}

/** After a successful import: the next file of this header starts from this mapping (issue 48, item 3). */
export async function rememberMapping(
  db: MoneyKitchenDb,
  signature: string,
  mapping: CsvMapping,
  now: Date,
): Promise<void> {
  await db.csvMappings.put({ signature, mapping, savedAt: now.toISOString() });
}

/**
 * The mapping the last import of a file with this header used, with the header where this file has
 * it: a bank's block above the table may be a line longer one month (an overdraft note), so every
 * row a block may end at is tried. Undefined for a file never imported, or a row that no longer fits.
 */
export async function findRememberedMapping(
  db: MoneyKitchenDb,
  sample: Pick<CsvSample, 'rows'>,
): Promise<CsvMapping | undefined> {
  const candidates = sample.rows.slice(0, maxTableStart + 1);
  const signatures = await Promise.all(candidates.map((row) => csvHeaderSignature(row)));
  const rows = await db.csvMappings.bulkGet(signatures);
  for (const [skipRows, row] of rows.entries()) {
    const mapping = row && { ...(row.mapping as CsvMapping), skipRows, hasHeader: true };
    if (mapping && mappingFits(mapping, tableWidth(sample, skipRows))) return mapping;
  }
  return undefined;
}
