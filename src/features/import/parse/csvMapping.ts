import { isCurrencyCode, type CurrencyCode } from '../../../domain/currencies';
import { normaliseText } from '../../../domain/searchWords';
import { detectDecimalMark, parseBankAmount, type DecimalMark } from './amounts';
import type { CsvTable } from './csvTable';
import { dateOrders, detectDateOrder, isDateLike, parseImportDate, type DateOrder } from './importDates';
import type { ImportRow, ParsedFile, RowProblem } from './importRows';
import { payeeText, recordText } from './importText';
import { findTableStart } from './tableStart';

/** Which column holds what (indexes into a row; null: none), and how to read dates and amounts. */
export interface CsvMapping {
  /** Rows above the table left out: a bank's block of account details (tableStart.ts). */
  skipRows: number;
  /** Whether the table's first row (after the skipped ones) names the columns. */
  hasHeader: boolean;
  date: number | null;
  /** One signed amount column, or money out and money in in two. */
  amount: { kind: 'single'; column: number | null } | { kind: 'split'; debit: number | null; credit: number | null };
  /** Joined with " · " in this order (a payee and a memo, say). */
  description: number[];
  category: number | null;
  /** Who was paid (issue 45); null: the file's payees, if any, stay in the description. */
  payee: number | null;
  currency: number | null;
  dateOrder: DateOrder;
  decimal: DecimalMark;
  /** For rows without a currency column or with it empty. */
  defaultCurrency: CurrencyCode;
}

const sampleSize = 50;

// Header names in the languages of the banks people bring files from; compared normalised (no case, no accents).
const headerWords = {
  date: /^(date|datum|fecha|data|buchungstag|buchungsdatum|booking date|transaction date|posted|posting date|valuta|wertstellung|date operation)/,
  amount: /^(amount|betrag|montant|importe|valor|bedrag|importo|sum|summe|value)/,
  debit: /(debit|withdrawal|paid out|money out|out$|soll|ausgabe|belastung|cargo|uscite)/,
  credit: /(credit|deposit|paid in|money in|in$|haben|einnahme|gutschrift|abono|entrate)/,
  description:
    /(description|details|payee|name|memo|narrative|reference|verwendungszweck|buchungstext|empfanger|auftraggeber|libelle|concepto|omschrijving|descrizione|text)/,
  category: /(category|kategorie|categorie|categoria)/,
  payee:
    /^(payee|payer|merchant|counterparty|empfanger|zahlungsempfanger|auftraggeber|beguenstigter|beneficiaire|beneficiario|tegenpartij|name)\b/,
  currency: /(currency|wahrung|devise|moneda|ccy)/,
};

const matches = (header: string[], pattern: RegExp, skip: ReadonlySet<number>) =>
  header.findIndex((name, i) => !skip.has(i) && pattern.test(normaliseText(name).trim()));

/**
 * A first guess at the mapping from the header names and the first rows' values; the person checks
 * and edits it in the mapping step with the preview beside it.
 */
export function guessMapping(table: CsvTable, defaultCurrency: CurrencyCode): CsvMapping {
  const { start, hasHeader } = findTableStart(table.rows);
  const rows = table.rows.slice(start);
  const width = Math.max(...rows.slice(0, sampleSize).map((row) => row.length));
  const header = hasHeader ? (rows[0] ?? []) : [];
  const body = rows.slice(hasHeader ? 1 : 0, sampleSize + 1);
  const column = (i: number) => body.map((row) => row[i] ?? '');
  const used = new Set<number>();
  const take = (index: number) => {
    if (index >= 0) used.add(index);
    return index >= 0 ? index : null;
  };

  let date = take(matches(header, headerWords.date, used));
  if (date === null) {
    const byValues = range(width).find((i) =>
      column(i)
        .filter(Boolean)
        .every((v) => isDateLike(v)),
    );
    date = take(byValues ?? -1);
  }
  let amount: CsvMapping['amount'];
  const single = matches(header, headerWords.amount, used);
  const debit = matches(header, headerWords.debit, used);
  const credit = matches(header, headerWords.credit, used);
  if (single < 0 && debit >= 0 && credit >= 0) amount = { kind: 'split', debit: take(debit), credit: take(credit) };
  else {
    const byValues = range(width)
      .filter((i) => !used.has(i))
      .findLast((i) => column(i).some(Boolean) && column(i).every((v) => !v || isAmountLike(v)));
    amount = { kind: 'single', column: take(single >= 0 ? single : (byValues ?? -1)) };
  }
  const currency = take(matches(header, headerWords.currency, used));
  const category = take(matches(header, headerWords.category, used));
  const payee = take(matches(header, headerWords.payee, used));
  const named = matches(header, headerWords.description, used);
  const description =
    named >= 0 ? [named] : range(width).filter((i) => !used.has(i) && column(i).some((v) => /\p{L}{2}/u.test(v)));
  const amountSamples =
    amount.kind === 'single'
      ? column(amount.column ?? -1)
      : [...column(amount.debit ?? -1), ...column(amount.credit ?? -1)];
  return {
    skipRows: start,
    hasHeader,
    date,
    amount,
    description: description.slice(0, 2),
    category,
    payee,
    currency,
    dateOrder: detectDateOrder(date === null ? [] : column(date), ['ymd', 'dmy', 'mdy']),
    decimal: detectDecimalMark(amountSamples),
    defaultCurrency,
  };
}

const isAmountLike = (value: string) => parseBankAmount(value, detectDecimalMark([value])) !== undefined;
const range = (n: number) => Array.from({ length: Math.max(0, n) }, (_, i) => i);

/** The name of a column for messages: its header, or "Column 3" in a file without one. */
export function columnName(
  table: CsvTable,
  mapping: Pick<CsvMapping, 'hasHeader' | 'skipRows'>,
  index: number,
): string {
  const header = mapping.hasHeader ? table.rows[mapping.skipRows]?.[index]?.trim() : undefined;
  return header || `Column ${index + 1}`;
}

/** What the mapping lacks before it can read anything, in words; undefined when it is complete. */
export function mappingProblem(mapping: CsvMapping): string | undefined {
  if (mapping.date === null) return 'Choose the column that holds the date.';
  if (mapping.amount.kind === 'single' && mapping.amount.column === null)
    return 'Choose the column that holds the amount.';
  if (mapping.amount.kind === 'split' && (mapping.amount.debit === null || mapping.amount.credit === null)) {
    return 'Choose both the money-out and the money-in columns.';
  }
  return undefined;
}

/**
 * Whether a mapping is one this version reads (a remembered one may come from another) and names
 * only columns the table has (a later start may have fewer).
 */
export function mappingFits(mapping: CsvMapping, width: number): boolean {
  const column = (index: unknown) => index === null || (Number.isInteger(index) && (index as number) < width);
  const { amount } = mapping;
  const amountFits =
    amount?.kind === 'single'
      ? column(amount.column)
      : amount?.kind === 'split' && [amount.debit, amount.credit].every(column);
  return (
    amountFits &&
    [mapping.date, mapping.category, mapping.payee, mapping.currency].every(column) &&
    Array.isArray(mapping.description) &&
    mapping.description.every(column) &&
    dateOrders.includes(mapping.dateOrder) &&
    (mapping.decimal === '.' || mapping.decimal === ',') &&
    isCurrencyCode(mapping.defaultCurrency)
  );
}

/** Every row read through the mapping: the transactions, and the rows that could not be read and why. */
export function applyMapping(table: CsvTable, mapping: CsvMapping): ParsedFile {
  const rows: ImportRow[] = [];
  const problems: RowProblem[] = [];
  const name = (index: number) => columnName(table, mapping, index);
  for (let r = mapping.skipRows + (mapping.hasHeader ? 1 : 0); r < table.rows.length; r++) {
    const cells = table.rows[r]!;
    const line = table.lines[r]!;
    const cell = (index: number | null) => (index === null ? '' : (cells[index] ?? '').trim());
    const problem = (index: number, reason: string) =>
      problems.push({ line, column: name(index), value: cell(index), reason });

    const date = parseImportDate(cell(mapping.date), mapping.dateOrder);
    if (!date) {
      problem(
        mapping.date!,
        cell(mapping.date) ? 'is not a date in the chosen order' : 'is empty: the date is missing',
      );
      continue;
    }
    const signed = readAmount(mapping, cell, problem);
    if (signed === undefined) continue;
    const currencyText = cell(mapping.currency).toUpperCase();
    if (currencyText && !isCurrencyCode(currencyText)) {
      problem(mapping.currency!, 'is not a currency code (such as EUR or USD)');
      continue;
    }
    rows.push({
      line,
      date,
      amount_cents: Math.abs(signed) as ImportRow['amount_cents'],
      trans_status: signed < 0 ? 'withdraw' : 'deposit',
      currency: (currencyText || mapping.defaultCurrency) as CurrencyCode,
      ...(currencyText ? {} : { currencyAssumed: true as const }),
      category: recordText(cell(mapping.category)),
      trans_details: recordText(...mapping.description.map((index) => cell(index))),
      ...payeeText(cell(mapping.payee)),
    });
  }
  return { format: 'csv', rows, problems };
}

/** The signed amount of a row, or undefined after saying why there is none. */
function readAmount(
  mapping: CsvMapping,
  cell: (index: number | null) => string,
  problem: (index: number, reason: string) => void,
): number | undefined {
  const read = (index: number) => {
    const value = parseBankAmount(cell(index), mapping.decimal);
    if (value === undefined) problem(index, 'is not a number');
    return value;
  };
  if (mapping.amount.kind === 'single') {
    const index = mapping.amount.column!;
    if (!cell(index)) return void problem(index, 'is empty: the amount is missing');
    return read(index);
  }
  const { debit, credit } = mapping.amount as { debit: number; credit: number };
  const out = cell(debit);
  const into = cell(credit);
  if (!out && !into) return void problem(debit, 'is empty, and so is the money-in column: the amount is missing');
  const outCents = out ? read(debit) : 0;
  if (outCents === undefined) return undefined;
  const inCents = into ? read(credit) : 0;
  if (inCents === undefined) return undefined;
  if (outCents !== 0 && inCents !== 0) return void problem(credit, 'is set as well as the money-out column');
  // Money out is written with or without its minus sign, depending on the bank.
  return outCents !== 0 ? -Math.abs(outCents) : Math.abs(inCents);
}
