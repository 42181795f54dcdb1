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

/** One more column, only in an export where a transaction names a payee (issue 45): who was paid. */
export const payeeColumn = 'Payee';

/** Two more columns, only in an export that holds a transfer: the side that arrived. */
export const transferColumns = ['In amount', 'In currency'] as const;

/**
 * The export: header then one line per row, CRLF line ends including the last. When a transaction
 * names a payee, a Payee column follows Details (empty where none is named). A transfer is one
 * line with Status `transfer`: Amount and Currency are what left, the two extra columns at the end
 * what arrived. Without payees and transfers the file is exactly the spec's.
 */
export function transactionsCsv(rows: readonly (TransactionRecord | ListRow)[]): string {
  const withTransfers = rows.some(isTransfer);
  const withPayees = rows.some((row) => !isTransfer(row) && row.payee !== undefined);
  const lines = [
    [...csvHeader, ...(withPayees ? [payeeColumn] : []), ...(withTransfers ? transferColumns : [])].join(','),
  ];
  for (const row of rows) {
    if (isTransfer(row)) {
      const cells = [
        row.date,
        centsToDecimalString(row.out_cents),
        row.out_currency,
        'transfer',
        '',
        neutralizeFormula(row.details),
        ...(withPayees ? [''] : []),
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
      ...(withPayees ? [neutralizeFormula(row.payee ?? '')] : []),
      ...(withTransfers ? ['', ''] : []),
    ];
    lines.push(cells.map(csvField).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

export function csvFileName(start: IsoDate | undefined, end: IsoDate | undefined, today: IsoDate): string {
  return start !== undefined && end !== undefined ? `transactions_${start}_to_${end}.csv` : `transactions_${today}.csv`;
}
