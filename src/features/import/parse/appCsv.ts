import {
  accountColumn,
  csvHeader,
  partTagsColumn,
  payeeColumn,
  splitColumns,
  tagsColumn,
  tagsInCell,
} from '../../../domain/csv';
import { isCurrencyCode, type CurrencyCode } from '../../../domain/currencies';
import { parseIsoDate } from '../../../domain/dates';
import * as v from 'valibot';
import { parseAmount, toCents } from '../../../domain/money';
import { partsFieldSchema, partsText, splitFields } from '../../../domain/splits';
import { normaliseTags, tagListProblem, tagsText } from '../../../domain/tags';
import type { TransactionKind } from '../../../domain/records';
import type { CsvTable } from './csvTable';
import type { ImportRow, ParsedFile, RowProblem } from './importRows';
import { keptText, payeeText } from './importText';

/** The columns the export may add after the spec's, in the order it writes them. */
const extraColumns = [payeeColumn, accountColumn, tagsColumn, ...splitColumns, partTagsColumn] as const;

/** Where each added column is in this header, or undefined when the header is not the app's own. */
function extraColumnsOf(header: readonly string[] | undefined): Map<string, number> | undefined {
  const names = header?.map((name) => name.trim());
  if (names === undefined || !csvHeader.every((name, i) => names[i] === name)) return undefined;
  const extra = names.slice(csvHeader.length);
  const inOrder = extraColumns.filter((name) => extra.includes(name));
  if (extra.length !== inOrder.length || extra.some((name, i) => name !== inOrder[i])) return undefined;
  return new Map(extra.map((name, i) => [name, csvHeader.length + i]));
}

/**
 * This app's own export (src/domain/csv.ts) has exactly this header, with any of the Payee, Account,
 * Tags, Split, Part note and Part tags columns, in that order.
 */
export function isAppExport(table: CsvTable): boolean {
  return extraColumnsOf(table.rows[0]) !== undefined;
}

/** The export put an apostrophe before text a spreadsheet would run as a formula; it comes off again. */
function withoutFormulaGuard(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

/** The export read back: no mapping, since every column and format is the app's own. */
export function readAppExport(table: CsvTable): ParsedFile {
  const rows: (ImportRow & SplitLine)[] = [];
  const problems: RowProblem[] = [];
  const extra = extraColumnsOf(table.rows[0]) ?? new Map<string, number>();
  const payeeAt = extra.get(payeeColumn);
  const accountAt = extra.get(accountColumn);
  const tagsAt = extra.get(tagsColumn);
  const [splitAt, noteAt] = splitColumns.map((name) => extra.get(name));
  const partTagsAt = extra.get(partTagsColumn);
  for (let r = 1; r < table.rows.length; r++) {
    const cells = table.rows[r]!;
    const [date = '', amount = '', currency = '', status = '', category = '', details = ''] = cells;
    const accountName = accountAt === undefined ? '' : withoutFormulaGuard(cells[accountAt] ?? '').trim();
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
    const tags = tagsAt === undefined ? [] : tagsIn(cells[tagsAt]);
    const partTags = partTagsAt === undefined ? [] : tagsIn(cells[partTagsAt]);
    const [tagsProblem, partTagsProblem] = [tagListProblem(tags), tagListProblem(partTags)];
    if (tagsProblem || partTagsProblem) {
      const [column, at] = tagsProblem ? [tagsColumn, tagsAt!] : [partTagsColumn, partTagsAt!];
      problems.push({ line, column, value: cells[at] ?? '', reason: (tagsProblem ?? partTagsProblem)! });
      continue;
    }
    const splitId = splitAt === undefined ? '' : (cells[splitAt] ?? '').trim();
    const note = noteAt === undefined ? '' : keptText(withoutFormulaGuard(cells[noteAt] ?? ''));
    const tagsField = tagsText(tags);
    rows.push({
      ...(splitId ? { splitId, partNote: note, partTags } : {}),
      line,
      date: isoDate,
      amount_cents: cents,
      trans_status: status.trim() as TransactionKind,
      currency: currency.trim() as CurrencyCode,
      category: keptText(withoutFormulaGuard(category)),
      trans_details: keptText(withoutFormulaGuard(details)),
      ...(payeeAt === undefined ? {} : payeeText(withoutFormulaGuard(cells[payeeAt] ?? ''))),
      ...(accountName ? { accountName } : {}),
      ...(tagsField === undefined ? {} : { tags: tagsField }),
    });
  }
  return { format: 'app-csv', rows: joinSplits(rows, problems), problems };
}

/**
 * The lines of one split (the same Split id, one after another) made one transaction again: its
 * amount their sum, its parts theirs (issue 45). A split id on a line alone is an ordinary row.
 */
function joinSplits(rows: readonly (ImportRow & SplitLine)[], problems: RowProblem[]): ImportRow[] {
  const joined: ImportRow[] = [];
  for (let start = 0; start < rows.length;) {
    const { splitId, partNote: _note, partTags: _tags, ...first } = rows[start]!;
    let end = start + 1;
    while (splitId && end < rows.length && rows[end]!.splitId === splitId) end += 1;
    const lines = rows.slice(start, end);
    start = end;
    if (lines.length === 1) {
      joined.push(first);
      continue;
    }
    const parts = lines.map((line) => ({
      category: line.category,
      amount_cents: line.amount_cents,
      note: line.partNote ?? '',
      ...(line.partTags?.length ? { tags: line.partTags } : {}),
    }));
    const problem = v.safeParse(partsFieldSchema, partsText(parts));
    if (!problem.success) {
      problems.push({ line: first.line, column: splitColumns[0], value: splitId!, reason: problem.issues[0].message });
      continue;
    }
    joined.push({
      ...first,
      amount_cents: toCents(parts.reduce((sum, part) => sum + part.amount_cents, 0)),
      ...splitFields(parts),
    });
  }
  return joined;
}

/** What a line of a split says beside its row: the split it is part of, its part's note and tags. */
interface SplitLine {
  splitId?: string;
  partNote?: string;
  partTags?: string[];
}

/** A Tags cell's tags as they are stored (cleaned, one of each, in order); its formula guard comes off first. */
function tagsIn(cell: string | undefined): string[] {
  return normaliseTags(tagsInCell(withoutFormulaGuard(cell ?? '')));
}
