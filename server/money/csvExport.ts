import { csvHeaderLine, csvRowLines, type CsvColumns } from '../../src/domain/csv';
import type { Logger } from '../logger';
import type { DateRange, ExportKey, MoneyRepository } from './money.repository';

/**
 * Rows per read: a batch's lines are one chunk of the answer (about 55 KB at 1,000 rows), so memory
 * stays bounded whatever the range holds, and the first lines leave before the rest is read
 * (issue 53, item 2: the first byte of a 100,000-row export within 100 ms).
 */
export const csvBatchRows = 2000;

/**
 * The CSV export as a stream with exactly the bytes `transactionsCsv` gives on all of the person's
 * rows in the range read at once, in the same order: the optional columns are asked first (the header names them), then the rows in keyset
 * batches, each read only when the client has taken the last (the stream's pull), so a slow client
 * holds no rows in memory. Not one snapshot: a row written while the export runs may or may not be in it.
 *
 * A read that fails after the first bytes errors the stream, so the connection is cut instead of
 * ending as if the file were whole (the client sees a broken transfer); it is logged. A failure
 * before any byte (the columns' read) rejects, so the caller answers 500 as for any other read.
 */
export async function csvExportStream(
  money: MoneyRepository,
  logger: Pick<Logger, 'error'>,
  userId: string,
  range: DateRange,
  newestFirst: boolean,
): Promise<ReadableStream<Uint8Array>> {
  const columns: CsvColumns = { ...(await money.csvColumnsIn(userId, range)), transfers: false };
  const encoder = new TextEncoder();
  let after: ExportKey | undefined;
  let headerSent = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const rows = await money.transactionsAfter(userId, range, newestFirst, csvBatchRows, after);
          let text = headerSent ? '' : csvHeaderLine(columns);
          headerSent = true;
          for (const row of rows) text += csvRowLines(row, columns);
          if (text) controller.enqueue(encoder.encode(text));
          const last = rows.at(-1);
          if (rows.length < csvBatchRows || !last) controller.close();
          else after = { date: last.date, created_at: last.created_at, id: last.id };
        } catch (error) {
          logger.error('CSV export cut off: a batch could not be read', error);
          controller.error(error);
        }
      },
    },
    { highWaterMark: 0 },
  );
}
