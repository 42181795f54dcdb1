import type { IsoDate } from './dates';
import { centsToDecimalString } from './money';
import { accountIdOf, transferAccountIds } from './ledgerAccounts';
import type { TransactionRecord } from './records';
import { readParts, type SplitPart } from './splits';
import { tagsOf } from './tags';
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

/**
 * One more column, only in the export of a person with more than one account (issue 44): the name of
 * the account each row is in (for a transfer, the one it left). Re-importing the file puts each row
 * back into the account of that name (src/features/import/importRecords.ts).
 */
export const accountColumn = 'Account';

/** The names of the person's accounts by id (every account, the implicit ones of a currency included). */
export type AccountNames = ReadonlyMap<string, string>;

/**
 * Two more columns, only in an export that holds a split (issue 45): a split is one line per part
 * (its amount and category), the lines of one split sharing the transaction's id in Split, each with
 * its part's note. Re-importing the file makes them one split transaction again (appCsv.ts).
 */
export const splitColumns = ['Split', 'Part note'] as const;

/**
 * One more column each, only in an export where a transaction (Tags) or a split's part (Part tags,
 * after Part note) has tags (issue 45): the tags joined by ", " (a tag holds no comma: tags.ts).
 */
export const tagsColumn = 'Tags';
export const partTagsColumn = 'Part tags';

/** A list of tags in one cell, and back. */
export const tagsCell = (tags: readonly string[]) => tags.join(', ');
export const tagsInCell = (cell: string) =>
  cell
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');

/** Two more columns, only in an export that holds a transfer: the side that arrived. */
export const transferColumns = ['In amount', 'In currency'] as const;

/** Which optional columns an export has; fixed before its first line, since the header names them. */
export interface CsvColumns {
  payees: boolean;
  splits: boolean;
  tags: boolean;
  /** Only with `splits`. */
  partTags: boolean;
  transfers: boolean;
  /** The account names, only when more than one account is named (else no Account column). */
  accounts?: AccountNames;
}

/** The columns an export of exactly `rows` has (see `transactionsCsv`). */
export function csvColumnsOf(rows: readonly (TransactionRecord | ListRow)[], accounts?: AccountNames): CsvColumns {
  return {
    transfers: rows.some(isTransfer),
    payees: rows.some((row) => !isTransfer(row) && row.payee !== undefined),
    splits: rows.some((row) => !isTransfer(row) && row.parts !== undefined),
    tags: rows.some((row) => !isTransfer(row) && row.tags !== undefined),
    partTags: rows.some((row) => !isTransfer(row) && row.parts !== undefined && row.parts.includes('"tags":')),
    ...(accounts !== undefined && accounts.size > 1 && { accounts }),
  };
}

/** The header line, CRLF included. */
export function csvHeaderLine(columns: CsvColumns): string {
  const names = [
    ...csvHeader,
    ...(columns.payees ? [payeeColumn] : []),
    ...(columns.accounts ? [accountColumn] : []),
    ...(columns.tags ? [tagsColumn] : []),
    ...(columns.splits ? splitColumns : []),
    ...(columns.splits && columns.partTags ? [partTagsColumn] : []),
    ...(columns.transfers ? transferColumns : []),
  ];
  return `${names.join(',')}\r\n`;
}

/** One row's lines (a split's parts one line each), each ending in CRLF. */
export function csvRowLines(row: TransactionRecord | ListRow, columns: CsvColumns): string {
  const { accounts } = columns;
  const accountCell = (accountId: string) => (accounts ? [neutralizeFormula(accounts.get(accountId) ?? '')] : []);
  const line = (cells: string[]) => `${cells.map(csvField).join(',')}\r\n`;
  if (isTransfer(row)) {
    return line([
      row.date,
      centsToDecimalString(row.out_cents),
      row.out_currency,
      'transfer',
      '',
      neutralizeFormula(row.details),
      ...(columns.payees ? [''] : []),
      ...accountCell(transferAccountIds(row).out),
      ...(columns.tags ? [''] : []),
      ...(columns.splits ? ['', ''] : []),
      ...(columns.splits && columns.partTags ? [''] : []),
      centsToDecimalString(row.in_cents),
      row.in_currency,
    ]);
  }
  const parts = row.parts === undefined ? undefined : readParts(row.parts);
  const lineParts: SplitPart[] = parts ?? [{ category: row.category, amount_cents: row.amount_cents, note: '' }];
  // Joined by hand, the cells a split's lines share once: the server writes every row of an export
  // through here (issue 53, item 2), so no array per line.
  const date = csvField(row.date);
  const kind = `,${csvField(row.currency)},${csvField(row.trans_status)},`;
  const details =
    `,${csvField(neutralizeFormula(row.trans_details))}` +
    (columns.payees ? `,${csvField(neutralizeFormula(row.payee ?? ''))}` : '') +
    (accounts ? `,${csvField(neutralizeFormula(accounts.get(accountIdOf(row)) ?? ''))}` : '') +
    (columns.tags ? `,${csvField(neutralizeFormula(tagsCell(tagsOf(row))))}` : '');
  const partTags = columns.splits && columns.partTags;
  const noSplit = columns.splits ? (partTags ? ',,,' : ',,') : '';
  const splitCells = ({ note, tags }: SplitPart) =>
    parts
      ? `,${csvField(row.id)},${csvField(neutralizeFormula(note))}` +
        (partTags ? `,${csvField(neutralizeFormula(tagsCell(tags ?? [])))}` : '')
      : noSplit;
  const end = columns.transfers ? ',,\r\n' : '\r\n';
  let lines = '';
  for (const part of lineParts) {
    lines += `${date},${csvField(centsToDecimalString(part.amount_cents))}${kind}${csvField(neutralizeFormula(part.category))}${details}${splitCells(part)}${end}`;
  }
  return lines;
}

/**
 * The export: header then one line per row, CRLF line ends including the last. When a transaction
 * names a payee, a Payee column follows Details (empty where none is named). A transfer is one
 * line with Status `transfer`: Amount and Currency are what left, the two extra columns at the end
 * what arrived. When `accounts` names more than one account, an Account column follows (empty for
 * an account not on this device), then Tags when any row has tags, and with a split the Split
 * columns (Part tags among them when a part has tags). Without payees, accounts, tags, splits and
 * transfers the file is exactly the spec's. The server streams the same lines
 * (server/money/csvExport.ts).
 */
export function transactionsCsv(rows: readonly (TransactionRecord | ListRow)[], accounts?: AccountNames): string {
  const columns = csvColumnsOf(rows, accounts);
  let csv = csvHeaderLine(columns);
  for (const row of rows) csv += csvRowLines(row, columns);
  return csv;
}

export function csvFileName(start: IsoDate | undefined, end: IsoDate | undefined, today: IsoDate): string {
  return start !== undefined && end !== undefined ? `transactions_${start}_to_${end}.csv` : `transactions_${today}.csv`;
}
