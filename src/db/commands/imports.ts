import { importBatchPrefix } from '../../domain/importIds';
import type { TransactionRecord } from '../../domain/records';
import { afterQueuedWork } from '../../scheduling/queuedWork';
import type { ImportBatchRow, MoneyKitchenDb } from '../database';
import { writeWithSearchRowsAfter } from '../searchIndex';
import { whileSyncWaits } from '../webLocks';
import { runCommand } from './runCommand';

/**
 * Rows per write transaction. Chunks of 2,000 once held the page for up to 237 ms; since records are
 * requested a hundred per task (writeInTurns.ts) they do not, and 100,000 rows took 13.2 and 15.3 s
 * against 17.0 and 17.6 s in chunks of 500, the undo 31.6 and 37.2 s against 42.2 and 50.8 s
 * (BENCH_ONLY=import, the two builds taking turns; the import's budget is 20 s).
 */
export const importChunkSize = 2000;

export type Progress = (done: number, total: number) => void;

const byDate = (a: Pick<TransactionRecord, 'date'>, b: Pick<TransactionRecord, 'date'>) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : 0;

/**
 * Imports a file's transactions (issue 17). Each chunk is one command: its records, their derived
 * figures, their `transaction.put.v1` outbox entries and the batch's line in the Imports list, in
 * one IndexedDB transaction, so a tab closed midway leaves whole chunks and a count that matches
 * them; their search rows follow once every chunk is in (searchIndex.ts, `writeWithSearchRowsAfter`).
 * The sync waits meanwhile (webLocks.ts) and pushes the whole import after it. The ids come from the
 * file and the row (src/domain/importIds.ts): a row whose id is already stored is left alone, so the
 * same file imported twice, or on a second device after the first one's rows arrived, adds nothing;
 * on the server a put of an id it holds is an update of the same row, never a second one.
 */
export async function importTransactions(
  db: MoneyKitchenDb,
  batch: Pick<ImportBatchRow, 'id' | 'fileName' | 'format' | 'accountId' | 'ledger'>,
  records: readonly TransactionRecord[],
  { now, onProgress }: { now: Date; onProgress?: Progress },
): Promise<{ added: number }> {
  const prefix = importBatchPrefix(batch.id);
  if (records.some((record) => !record.id.startsWith(prefix)))
    throw new Error('Every imported id must carry its batch');
  return whileSyncWaits(db, async () => {
    // One key range read of the batch's ids already stored (none for a new file), not a read per
    // row. Under the sync's lock nothing else can store an id of this batch until the import ends
    // (a pull, an undo and another import of the file all wait for it), so the rest are absent and
    // written without reading them first.
    const stored = new Set(await db.transactions.where(':id').startsWith(prefix).primaryKeys());
    // In date order, whatever the file's: a chunk then changes the day rows of a few days, not one
    // row per record, and its records and search rows go in next to each other.
    const fresh = records.filter((record) => !stored.has(record.id)).sort(byDate);
    if (fresh.length === 0) {
      onProgress?.(records.length, records.length);
      return { added: 0 };
    }
    await writeWithSearchRowsAfter(db, prefix, async (searchRows) => {
      let added = 0;
      for (let start = 0; start < fresh.length; start += importChunkSize) {
        const chunk = fresh.slice(start, start + importChunkSize);
        await runCommand(
          db,
          chunk.map((record) => ({ kind: 'transaction', op: 'put', id: record.id, record })),
          async () => {
            const row = await db.imports.get(batch.id);
            await db.imports.put({ ...batch, importedAt: now.toISOString(), added: (row?.added ?? 0) + chunk.length });
          },
          { searchRows, absent: new Set(chunk.map((record) => record.id)) },
        );
        added += chunk.length;
        onProgress?.(added, fresh.length);
        await afterQueuedWork();
      }
    });
    return { added: fresh.length };
  });
}

/**
 * Undoes an import as a whole: every transaction whose id carries the batch's prefix is deleted
 * through the ordinary delete path (a `transaction.delete.v1` each, derived figures and search rows
 * updated), chunk by chunk in date order like the import, and the batch leaves the Imports list with
 * the last chunk. A row the person deleted meanwhile is deleted again, which changes nothing.
 */
export async function undoImport(
  db: MoneyKitchenDb,
  batchId: string,
  { onProgress }: { onProgress?: Progress } = {},
): Promise<{ removed: number }> {
  return whileSyncWaits(db, async () => {
    const rows: Pick<TransactionRecord, 'id' | 'date'>[] = [];
    await db.transactions
      .where(':id')
      .startsWith(importBatchPrefix(batchId))
      .each(({ id, date }) => rows.push({ id, date }));
    const ids = rows.sort(byDate).map((row) => row.id);
    let removed = 0;
    do {
      const chunk = ids.slice(removed, removed + importChunkSize);
      const left = ids.length - removed - chunk.length;
      await runCommand(
        db,
        chunk.map((id) => ({ kind: 'transaction', op: 'delete', id })),
        () => (left === 0 ? db.imports.delete(batchId) : db.imports.update(batchId, { added: left })),
      );
      removed += chunk.length;
      onProgress?.(removed, ids.length);
      if (left > 0) await afterQueuedWork();
    } while (removed < ids.length);
    return { removed };
  });
}
