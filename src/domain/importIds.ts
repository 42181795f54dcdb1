/**
 * Ids of imported transactions (issue 17): derived from the file and the row, so importing the same
 * file again, here or on another device, makes the same ids and adds nothing (docs/sync-protocol.md,
 * "Records"). `batch` is the first 24 hex digits (96 bits) of the file's SHA-256; `line` is where
 * the row starts in the file.
 */
export const importIdPrefix = 'imp:';

export function importBatchPrefix(batch: string): string {
  return `${importIdPrefix}${batch}:`;
}

export function importRowId(batch: string, line: number): string {
  return `${importBatchPrefix(batch)}${line}`;
}

export function batchOfImportId(id: string): string | undefined {
  return /^imp:([0-9a-f]{24}):\d+$/.exec(id)?.[1];
}
