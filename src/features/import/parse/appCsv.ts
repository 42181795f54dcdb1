import { csvHeader, payeeColumn } from '../../../domain/csv';
import { isCurrencyCode, type CurrencyCode } from '../../../domain/currencies';
import { parseIsoDate } from '../../../domain/dates';
import { parseAmount } from '../../../domain/money';
import type { TransactionKind } from '../../../domain/records';
import type { CsvTable } from './csvTable';
import type { ImportRow, ParsedFile, RowProblem } from './importRows';
import { keptText, payeeText } from './importText';

/** This app's own export (src/domain/csv.ts) has exactly this header, with the Payee column or without. */
export function isAppExport(table: CsvTable): boolean {
  const first = table.rows[0]?.map((name) => name.trim());
  if (first === undefined || !csvHeader.every((name, i) => first[i] === name)) return false;
  return first.length === csvHeader.length || (first.length === csvHeader.length + 1 && hasPayeeColumn(first));
}

const hasPayeeColumn = (header: readonly string[]) => header[csvHeader.length]?.trim() === payeeColumn;

/** The export put an apostrophe before text a spreadsheet would run as a formula; it comes off again. */
function withoutFormulaGuard(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

/** The export read back: no mapping, since every column and format is the app's own. */
export function readAppExport(table: CsvTable): ParsedFile {
  const rows: ImportRow[] = [];
  const problems: RowProblem[] = [];
  const withPayees = hasPayeeColumn(table.rows[0] ?? []);
  for (let r = 1; r < table.rows.length; r++) {
    const [date = '', amount = '', currency = '', status = '', category = '', details = '', payee = ''] =
      table.rows[r]!;
    const line = table.lines[r]!;
    const problem = (column: (typeof csvHeader)[number], value: string, reason: string) =>
      problems.push({ line, column, value, reason });
    const isoDate = parseIsoDate(date.trim());
    if (!isoDate) {
      problem('Date', date, 'is not a date (yyyy-mm-dd)');
      continue;
    }
    const cents = parseAmount(amount);
    if (cents === undefined || cents < 0) {
      problem('Amount', amount, 'is not an amount (such as 12.50)');
      continue;
    }
    if (!isCurrencyCode(currency.trim())) {
      problem('Currency', currency, 'is not a currency code (such as EUR or USD)');
      continue;
    }
    if (status.trim() !== 'deposit' && status.trim() !== 'withdraw') {
      problem('Status', status, 'is neither deposit nor withdraw');
      continue;
    }
    rows.push({
      line,
      date: isoDate,
      amount_cents: cents,
      trans_status: status.trim() as TransactionKind,
      currency: currency.trim() as CurrencyCode,
      category: keptText(withoutFormulaGuard(category)),
      trans_details: keptText(withoutFormulaGuard(details)),
      ...(withPayees ? payeeText(withoutFormulaGuard(payee)) : {}),
    });
  }
  return { format: 'app-csv', rows, problems };
}
