import type { CurrencyCode } from '../../../domain/currencies';
import { detectDecimalMark, parseBankAmount } from './amounts';
import { detectDateOrder, parseImportDate } from './importDates';
import { UnreadableFile, type ImportRow, type ParsedFile, type RowProblem } from './importRows';
import { payeeText, recordText } from './importText';

/** The QIF sections that hold an account's transactions; lists (categories, classes, memorised) and investments do not. */
const transactionTypes = /^!Type:(Bank|Cash|CCard|Oth A|Oth L)\s*$/i;

interface QifRecord {
  line: number;
  fields: Map<string, string>;
}

/**
 * QIF (Quicken Interchange Format), read by hand: no maintained parser exists on npm. Each
 * transaction is lines of a letter and a value (D date, T amount, P payee, M memo, L category) ended
 * by `^`. QIF has no currency: every row gets `currency`. Dates are month first unless only day
 * first reads them all (QIF is American); split lines (S, E, $) are left out, the total stays.
 */
export function readQif(text: string, currency: CurrencyCode): ParsedFile {
  const lines = text.replace(/^\ufeff/, '').split(/\r?\n|\r/);
  if (!lines.some((l) => /^!Type:/i.test(l.trim()))) {
    throw new UnreadableFile('This is not a QIF file: it has no "!Type:" line.');
  }
  const records: QifRecord[] = [];
  let inTransactions = false;
  let current: QifRecord | undefined;
  lines.forEach((raw, index) => {
    const entry = raw.trim();
    if (!entry) return;
    if (entry.startsWith('!')) {
      if (/^!Type:/i.test(entry)) inTransactions = transactionTypes.test(entry);
      // `!Account` starts a list of accounts, whose records are not transactions either.
      else if (/^!Account/i.test(entry)) inTransactions = false;
      current = undefined;
      return;
    }
    if (entry === '^') {
      if (current && inTransactions) records.push(current);
      current = undefined;
      return;
    }
    current ??= { line: index + 1, fields: new Map() };
    const code = entry[0]!;
    if (!current.fields.has(code)) current.fields.set(code, entry.slice(1).trim());
  });
  if (current && inTransactions) records.push(current);

  const dateOrder = detectDateOrder(
    records.map((r) => r.fields.get('D') ?? ''),
    ['mdy', 'dmy', 'ymd'],
  );
  const decimal = detectDecimalMark(records.map((r) => r.fields.get('T') ?? r.fields.get('U') ?? ''));
  const rows: ImportRow[] = [];
  const problems: RowProblem[] = [];
  for (const { line, fields } of records) {
    const dateText = fields.get('D') ?? '';
    const date = parseImportDate(dateText, dateOrder);
    if (!date) {
      problems.push({ line, column: 'D (date)', value: dateText, reason: dateText ? 'is not a date' : 'is missing' });
      continue;
    }
    const amountText = fields.get('T') ?? fields.get('U') ?? '';
    const amount = parseBankAmount(amountText, decimal);
    if (amount === undefined) {
      problems.push({
        line,
        column: 'T (amount)',
        value: amountText,
        reason: amountText ? 'is not a number' : 'is missing',
      });
      continue;
    }
    const payee = fields.get('P');
    const memo = fields.get('M');
    rows.push({
      line,
      date,
      amount_cents: Math.abs(amount) as ImportRow['amount_cents'],
      trans_status: amount < 0 ? 'withdraw' : 'deposit',
      currency,
      currencyAssumed: true,
      // "[Savings]" names a transfer's other account, not a category.
      category: recordText((fields.get('L') ?? '').replace(/^\[.*\]$/, '')),
      trans_details: recordText(memo && memo !== payee ? memo : undefined),
      ...payeeText(payee),
    });
  }
  return { format: 'qif', rows, problems };
}
