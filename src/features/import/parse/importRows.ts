import type { CurrencyCode } from '../../../domain/currencies';
import type { IsoDate } from '../../../domain/dates';
import type { Cents } from '../../../domain/money';
import type { TransactionKind } from '../../../domain/records';

/** One transaction read from a file, before it has an id or is checked against the database. */
export interface ImportRow {
  /** Where it starts in the file (1-based): part of its id, and what the preview names. */
  line: number;
  date: IsoDate;
  amount_cents: Cents;
  trans_status: TransactionKind;
  currency: CurrencyCode;
  /**
   * The file does not say the currency (QIF, a CSV without a currency column, an OFX statement
   * without CURDEF): the row takes its target account's (importTarget.ts).
   */
  currencyAssumed?: true;
  category: string;
  trans_details: string;
  /** Who was paid or paid (issue 45): OFX NAME, QIF P, or the CSV column mapped to Payee. */
  payee?: string;
  /**
   * What a row in a foreign currency moved in the statement's own currency, when the file gives the
   * rate (OFX CURRENCY with CURRATE): the row can then go into an account of that currency.
   */
  accountAmount?: { currency: CurrencyCode; cents: Cents };
  /**
   * The account this app's own export says the row was in (its Account column): the import puts it
   * back there when the person holds an account of that name (importRecords.ts).
   */
  accountName?: string;
  /**
   * A split's parts as the record stores them (issue 45), when this app's own export gave the row
   * as the lines of a split; the row's category is then its first part's.
   */
  parts?: string;
  /** Its tags as the record stores them (src/domain/tags.ts), when this app's own export gave them. */
  tags?: string;
}

/** A row that could not be read, and why: "Line 12, column Amount: '12,3x' is not a number". */
export interface RowProblem {
  line: number;
  column: string;
  value: string;
  reason: string;
}

export type FileFormat = 'csv' | 'app-csv' | 'ofx' | 'qif';

export interface ParsedFile {
  format: FileFormat;
  rows: ImportRow[];
  problems: RowProblem[];
}

/** What is wrong with the file as a whole (nothing at all could be read): nothing is imported. */
export class UnreadableFile extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableFile';
  }
}

export function describeProblem({ line, column, value, reason }: RowProblem): string {
  return `Line ${line}, column ${column}: '${value}' ${reason}`;
}
