import { importRowId } from '../../domain/importIds';
import type { TransactionRecord } from '../../domain/records';
import type { ImportRow } from './parse/importRows';

/** The records a file's rows become: ids from the file and the line, so a second import finds them. */
export function recordsOf(batch: string, rows: readonly ImportRow[], now: Date): TransactionRecord[] {
  const createdAt = now.toISOString();
  return rows.map(({ line, ...row }) => ({
    ...row,
    id: importRowId(batch, line),
    created_at: createdAt,
    scheduled_id: null,
    wish_id: null,
  }));
}
