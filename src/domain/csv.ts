import type { IsoDate } from './dates';
import { centsToDecimalString } from './money';
import type { TransactionRecord } from './records';
import { isTransfer, type ListRow } from './transfers';

export const csvHeader = ['Date', 'Amount', 'Currency', 'Status', 'Category', 'Details'] as const;

/** RFC 4180: a field holding a comma, quote, CR or LF is quoted, its quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Free text that a spreadsheet would read as a formula gets a leading apostrophe (CSV injection). */
export function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Two more columns, only in an export that holds a transfer: the side that arrived. */
export const transferColumns = ['In amount', 'In currency'] as const;

/**
 * The export: header then one line per row, CRLF line ends including the last. A transfer is one
 * line with Status `transfer`: Amount and Currency are what left, the two extra columns what
 * arrived. Without transfers the file is exactly the spec's.
 */
export function transactionsCsv(rows: readonly (TransactionRecord | ListRow)[]): string {
  const withTransfers = rows.some(isTransfer);
  const lines = [(withTransfers ? [...csvHeader, ...transferColumns] : csvHeader).join(',')];
  for (const row of rows) {
    if (isTransfer(row)) {
      const cells = [
        row.date,
        centsToDecimalString(row.out_cents),
        row.out_currency,
        'transfer',
        '',
        neutralizeFormula(row.details),
        centsToDecimalString(row.in_cents),
        row.in_currency,
      ];
      lines.push(cells.map(csvField).join(','));
      continue;
    }
    const cells = [
      row.date,
      centsToDecimalString(row.amount_cents),
      row.currency,
      row.trans_status,
      neutralizeFormula(row.category),
      neutralizeFormula(row.trans_details),
      ...(withTransfers ? ['', ''] : []),
    ];
    lines.push(cells.map(csvField).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

export function csvFileName(start: IsoDate | undefined, end: IsoDate | undefined, today: IsoDate): string {
  return start !== undefined && end !== undefined ? `transactions_${start}_to_${end}.csv` : `transactions_${today}.csv`;
}
