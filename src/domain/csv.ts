import type { IsoDate } from './dates';
import { centsToDecimalString } from './money';
import type { TransactionRecord } from './records';

export const csvHeader = ['Date', 'Amount', 'Currency', 'Status', 'Category', 'Details'] as const;

/** RFC 4180: a field holding a comma, quote, CR or LF is quoted, its quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Free text that a spreadsheet would read as a formula gets a leading apostrophe (CSV injection). */
export function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The export: header then one line per row, CRLF line ends including the last. */
export function transactionsCsv(rows: readonly TransactionRecord[]): string {
  const lines = [csvHeader.join(',')];
  for (const row of rows) {
    const cells = [
      row.date,
      centsToDecimalString(row.amount_cents),
      row.currency,
      row.trans_status,
      neutralizeFormula(row.category),
      neutralizeFormula(row.trans_details),
    ];
    lines.push(cells.map(csvField).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

export function csvFileName(start: IsoDate | undefined, end: IsoDate | undefined, today: IsoDate): string {
  return start !== undefined && end !== undefined ? `transactions_${start}_to_${end}.csv` : `transactions_${today}.csv`;
}
