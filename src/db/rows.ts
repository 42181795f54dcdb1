import type { Mutation, MutationName, PulledConflict } from '../domain/mutations';
import type { TransactionKind } from '../domain/records';

/*
 * The rows of the browser database's own tables (the records' types are the domain's). Apart from
 * the schema (database.ts), so the schema's upgrades and the code they run (derived.ts,
 * searchRows.ts) name the rows without importing the schema that runs them.
 */

/** One waiting change (protocol step 2); `recordKey` is `kind:id`, for the rebase check of step 6. */
export interface OutboxEntry extends Mutation {
  recordKey: string;
}

/** A change the server refused, kept until the person has seen why. */
export interface Rejection {
  id?: number;
  name: MutationName;
  recordKey: string;
  error: string;
  at: string;
}

/**
 * A field value one device's change overwrote after another device changed it (protocol step 11),
 * pulled from the server and kept until the person restores it or dismisses it.
 */
export type ConflictRow = PulledConflict;

export interface SyncStateRow {
  key: 'clientId' | 'cursor' | 'lastSyncAt' | 'ratesUpTo' | 'searchIndex' | 'history' | 'databaseId';
  value: string;
}

/**
 * Derived: balance per currency (net worth), kept in the same transaction as every write. `cents`
 * holds transactions and transfers alike; `count` counts transactions only (the list's total reads
 * it), `transfers` the transfer sides in the currency, absent when none: a currency only transfers
 * touched keeps its row.
 */
export interface BalanceRow {
  currency: string;
  cents: number;
  count: number;
  transfers?: number;
}

/**
 * Derived: what one account's transactions and transfers of one day add up to (issue 44), in the
 * account's currency, kept in the same transaction as every write and pulled change. "Balance on a
 * date" and an account page's running balance sum these rather than the transactions. `cleared_cents`
 * holds the part whose clearance is set (transfers count as cleared). `count` counts transactions,
 * `transfers` transfer sides; the row goes when both are 0. While a first sync walks back, the
 * totals still to come of a currency sit in its currency account's row of date '' (before any day).
 */
export interface AccountDayRow {
  account: string;
  date: string;
  cents: number;
  cleared_cents: number;
  count: number;
  transfers?: number;
}

export type AccountDayKey = [account: string, date: string];

/**
 * Derived: the same sums over every day of one account, so the account list reads one row per
 * account (the dashboard's budget is 50 ms) rather than every day of every account.
 */
export interface AccountTotalRow {
  account: string;
  cents: number;
  cleared_cents: number;
  count: number;
  transfers?: number;
}

/** Money of one type, category and currency within a day. */
export interface DaySum {
  kind: TransactionKind;
  category: string;
  currency: string;
  cents: number;
  count: number;
}

/**
 * Derived: every sum of one day in one row, so reports never scan transactions, and a year of
 * reports reads 365 rows rather than one per day, type, category and currency (about 15,000 at 100,000
 * transactions, which kept the yearly report over its 150 ms budget).
 */
export interface DayRow {
  date: string;
  sums: DaySum[];
}

export type CategoryUseKey = [kind: TransactionKind, category: string];

/** Derived: how often a category was used per type, for "most used first". */
export interface CategoryUseRow {
  kind: TransactionKind;
  category: string;
  count: number;
}

/** A dated table of rates: units of each currency per 1 USD. */
export interface RateTableRow {
  date: string;
  rates: Record<string, number>;
}

/**
 * A scheduled occurrence this device knows was deleted (deleted here, or pulled as a tombstone, or
 * refused by the server over its tombstone): the daily apply never makes it again
 * (docs/sync-protocol.md, step 4).
 */
export interface DeletedOccurrenceRow {
  id: string;
}

/**
 * Search index of one transaction (issue 17): its normalised words (description and category) for a
 * multi-entry index, and its category and amount for the category filter alone or with an amount
 * range. Kept beside the record, never synced:
 * the record stays exactly as the protocol carries it. The key is `[date, id]`, so the keys a search
 * reads already put the matches in list order without reading a single record.
 */
export interface SearchRow {
  date: string;
  id: string;
  category: string;
  /** amount_cents of the record. */
  amount: number;
  /** The record's currency and type: with `amount`, a result's sums come from the rows alone. */
  currency: string;
  kind: TransactionKind;
  /**
   * The account it belongs to (issue 44), for an account page's `[account+date]` index. Absent
   * only in rows written before version 11, which that version rebuilds.
   */
  account?: string;
  /**
   * The account, while the record is not reconciled (version 13): the `[toReconcileIn+date]` index
   * holds exactly the rows a reconciliation still lists, so its screen counts and pages them by key
   * alone. Absent on a reconciled row, which leaves it out of that index.
   */
  toReconcileIn?: string;
  /**
   * The record's payee (issue 45), for the `[payee+date]` index: the payee filter, the payees list
   * and the category last used with a payee. Absent when it names none.
   */
  payee?: string;
  /** The record's tags and its parts' (issue 45, item 3), for the multi-entry `*tags` index; absent when none has any. */
  tags?: string[];
  /**
   * The amount of each tag that only some of a split's parts carry (issue 45): what the tag report
   * counts for it instead of the whole amount. Not indexed; absent when there is none.
   */
  partTagCents?: Record<string, number>;
  /**
   * A split's categories (issue 45, version 15), for the multi-entry `*splitCategories` index: the
   * category filter finds a split by any of its parts. Absent on a transaction that is not split.
   */
  splitCategories?: string[];
  words: string[];
}

export type SearchKey = [date: string, id: string];

/**
 * One imported file on this device (issue 17), for the Imports list and its Undo. Local only, never
 * synced: the rows themselves sync as ordinary transactions, and the batch's rows are found again by
 * their id prefix (`imp:{batch}:`, src/domain/importIds.ts), so this row only names and counts them.
 */
export interface ImportBatchRow {
  /** The batch: the first 24 hex digits of the file's SHA-256. */
  id: string;
  fileName: string;
  format: string;
  /** When rows of it were last added (ISO time). */
  importedAt: string;
  /** How many of its rows this device added and has not undone. */
  added: number;
  /** The account it went into (issue 44, item 7); absent on imports made before accounts. */
  accountId?: string;
  /** An OFX statement's ledger balance (LEDGERBAL), offered when the account is next reconciled. */
  ledger?: { cents: number; date: string };
}

/**
 * How a bank's CSV of one header was read the last time it was imported on this device (issue 48,
 * item 3): a device preference, not synced. `mapping` is the import's CsvMapping
 * (src/features/import/parse/csvMapping.ts), checked when read: a row written by another version
 * that no longer fits is ignored.
 */
export interface CsvMappingRow {
  /** `csv:` and a hash of the header row (fileSource.ts, csvHeaderSignature). */
  signature: string;
  mapping: unknown;
  /** When a file was last imported with it (ISO time). */
  savedAt: string;
}
