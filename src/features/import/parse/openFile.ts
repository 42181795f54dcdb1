import type { CurrencyCode } from '../../../domain/currencies';
import { isAppExport, readAppExport } from './appCsv';
import { guessMapping, type CsvMapping } from './csvMapping';
import { readCsvTable, type CsvTable } from './csvTable';
import { csvSource, namedSource, ofxSource, type FileSource } from './fileSource';
import { UnreadableFile, type ParsedFile } from './importRows';
import { readOfx } from './ofx';
import { readQif } from './qif';

/** A file once read: ready to preview, or a bank's CSV that needs its columns mapped first. */
export type OpenedFile = { batch: string; source: FileSource } & (
  { kind: 'parsed'; parsed: ParsedFile } | { kind: 'csv'; table: CsvTable; mapping: CsvMapping }
);

/** UTF-8 when the bytes are valid UTF-8; otherwise Windows-1252, what older bank exports (and OFX's CHARSET:1252) use. */
export function decodeFileBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The first 24 hex digits of the bytes' SHA-256: the batch part of every row's id. */
export async function batchOf(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
  return [...digest.slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type DetectedFormat = 'ofx' | 'qif' | 'csv';

/** By content first (a renamed file still opens), the name's extension for what content cannot tell. */
export function detectFormat(fileName: string, text: string): DetectedFormat {
  const head = text.slice(0, 4096);
  if (/^\s*OFXHEADER\s*:/i.test(head) || /<\?OFX\b|<OFX>/i.test(head)) return 'ofx';
  if (/^\s*!(Type|Account|Option)/i.test(head)) return 'qif';
  if (/\.(ofx|qfx)$/i.test(fileName)) return 'ofx';
  if (/\.qif$/i.test(fileName)) return 'qif';
  return 'csv';
}

export const maxFileBytes = 50 * 1024 * 1024;

/** Reads a chosen file: the work of the import worker (parseWorker.ts), kept apart so tests run it directly. */
export async function openFile(
  bytes: Uint8Array,
  fileName: string,
  defaultCurrency: CurrencyCode,
): Promise<OpenedFile> {
  if (bytes.length === 0) throw new UnreadableFile('The file is empty: there is no row to import.');
  if (bytes.length > maxFileBytes)
    throw new UnreadableFile('The file is larger than 50 MB; split it into smaller files.');
  const batch = await batchOf(bytes);
  const text = decodeFileBytes(bytes);
  const format = detectFormat(fileName, text);
  if (format === 'ofx') {
    const { account, ...parsed } = readOfx(text, defaultCurrency);
    return { kind: 'parsed', batch, parsed, source: await ofxSource(account, fileName) };
  }
  if (format === 'qif')
    return { kind: 'parsed', batch, parsed: readQif(text, defaultCurrency), source: namedSource(fileName) };
  if (text.includes('\u0000')) throw new UnreadableFile('This is not a text file (CSV, OFX, QFX or QIF).');
  const table = readCsvTable(text);
  if (isAppExport(table))
    return {
      kind: 'parsed',
      batch,
      parsed: readAppExport(table),
      source: await csvSource(table.rows, { hasHeader: true, skipRows: 0 }, fileName),
    };
  const mapping = guessMapping(table, defaultCurrency);
  return { kind: 'csv', batch, table, mapping, source: await csvSource(table.rows, mapping, fileName) };
}
