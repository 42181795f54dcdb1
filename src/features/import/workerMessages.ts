import type { CurrencyCode } from '../../domain/currencies';
import type { CsvMapping } from './parse/csvMapping';
import type { FileSource } from './parse/fileSource';
import type { ParsedFile } from './parse/importRows';

/** What the page asks the import worker (parseWorker.ts). */
export type WorkerRequest =
  | { id: number; type: 'open'; bytes: ArrayBuffer; fileName: string; defaultCurrency: CurrencyCode }
  | { id: number; type: 'map'; mapping: CsvMapping };

/** The first rows of a bank's CSV, for the mapping step: it never needs the whole table. */
export interface CsvSample {
  rows: string[][];
  lines: number[];
  width: number;
  rowCount: number;
  delimiter: string;
}

/** A mapped CSV's answer carries no `source`: the page keeps the one its opening brought. */
export type OpenResult = { batch: string; source?: FileSource } & (
  { kind: 'parsed'; parsed: ParsedFile } | { kind: 'csv'; sample: CsvSample; mapping: CsvMapping }
);

export type WorkerResponse = { id: number; ok: true; result: OpenResult } | { id: number; ok: false; message: string };
