import type { CurrencyCode } from '../../domain/currencies';
import type { CsvMapping } from './parse/csvMapping';
import type { CsvTable } from './parse/csvTable';
import type { FileSource } from './parse/fileSource';
import type { ParsedFile } from './parse/importRows';
import { maxTableStart } from './parse/tableStart';

/** What the page asks the import worker (parseWorker.ts). */
export type WorkerRequest =
  | { id: number; type: 'open'; bytes: ArrayBuffer; fileName: string; defaultCurrency: CurrencyCode }
  | { id: number; type: 'map'; mapping: CsvMapping };

/**
 * The first rows of a bank's CSV, for the mapping step: it never needs the whole table. They include
 * the rows a block of account lines above the table may take (tableStart.ts).
 */
export interface CsvSample {
  rows: string[][];
  lines: number[];
  /** Every row of the file. */
  rowCount: number;
  delimiter: string;
}

/** The rows the mapping step shows at most, from where the table starts. */
export const sampleRows = 8;

/** Enough rows for the table's first ones wherever the person says it starts. */
export function csvSampleOf(table: CsvTable): CsvSample {
  return {
    rows: table.rows.slice(0, maxTableStart + sampleRows),
    lines: table.lines.slice(0, maxTableStart + sampleRows),
    rowCount: table.rows.length,
    delimiter: table.delimiter,
  };
}

/** A mapped CSV's answer carries no `source`: the page keeps the one its opening brought. */
export type OpenResult = { batch: string; source?: FileSource } & (
  { kind: 'parsed'; parsed: ParsedFile } | { kind: 'csv'; sample: CsvSample; mapping: CsvMapping }
);

export type WorkerResponse = { id: number; ok: true; result: OpenResult } | { id: number; ok: false; message: string };
