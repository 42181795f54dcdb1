import Dexie, { type DexieOptions, type EntityTable, type Table } from 'dexie';
import { buildSearchRows } from './searchRows';
import { deferSearchRowsRebuild, rebuildDays } from './upgrades';
import type { Mutation, MutationName, PulledConflict } from '../domain/mutations';
import type {
  BudgetRecord,
  CategoryStyleRecord,
  RecordKind,
  ScheduledRecord,
  SettingRecord,
  TargetRecord,
  TransactionKind,
  TransactionRecord,
  TransferRecord,
  WishRecord,
} from '../domain/records';

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
  key: 'clientId' | 'cursor' | 'lastSyncAt' | 'ratesUpTo' | 'searchIndex' | 'history';
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
}

/** The first schema, as devices made before version 2 still hold it (frozen: versions only go up). */
export const versionOneStores = {
  transactions: 'id, [date+id]',
  scheduled: 'id',
  wishes: 'id, year',
  targets: 'id',
  settings: 'id',
  outbox: '++number, recordKey',
  rejections: '++id',
  syncState: 'key',
  balances: 'currency',
  dayTotals: '[date+kind+category+currency], date',
  categoryUse: '[kind+category]',
  rates: 'date',
};

/**
 * The browser's database, one per signed-in person. Indexes are only those a query needs: every
 * index slows the first sync (architecture.md, measured). Versions only ever go up.
 */
export class MoneyKitchenDb extends Dexie {
  transactions!: EntityTable<TransactionRecord, 'id'>;
  scheduled!: EntityTable<ScheduledRecord, 'id'>;
  wishes!: EntityTable<WishRecord, 'id'>;
  targets!: EntityTable<TargetRecord, 'id'>;
  settings!: EntityTable<SettingRecord, 'id'>;
  outbox!: EntityTable<OutboxEntry, 'number'>;
  rejections!: EntityTable<Rejection, 'id'>;
  syncState!: EntityTable<SyncStateRow, 'key'>;
  balances!: Table<BalanceRow, string>;
  days!: Table<DayRow, string>;
  categoryUse!: Table<CategoryUseRow, CategoryUseKey>;
  rates!: EntityTable<RateTableRow, 'date'>;
  deletedOccurrences!: EntityTable<DeletedOccurrenceRow, 'id'>;
  conflicts!: EntityTable<ConflictRow, 'id'>;
  searchRows!: Table<SearchRow, SearchKey>;
  budgets!: EntityTable<BudgetRecord, 'id'>;
  imports!: EntityTable<ImportBatchRow, 'id'>;
  transfers!: EntityTable<TransferRecord, 'id'>;
  categoryStyles!: EntityTable<CategoryStyleRecord, 'id'>;

  /**
   * `options` lets tests give each simulated device an IndexedDB of its own. Dexie's shared query
   * cache is off: it re-ran the screens' live queries optimistically in the middle of each write,
   * and with it off both the command and the new row on screen were faster (the add command's budget: 10 ms).
   */
  constructor(name: string, options?: DexieOptions) {
    super(name, { cache: 'disabled', ...options });
    this.version(1).stores(versionOneStores);
    this.version(2).stores({ dayTotals: null, days: 'date' }).upgrade(rebuildDays);
    // Starts empty: deletes pulled before it are learned again when the server refuses a re-made one.
    this.version(3).stores({ deletedOccurrences: 'id' });
    // Starts empty: conflicts are made by field-level merge (issue 19), which came with this version.
    this.version(4).stores({ conflicts: 'id' });
    this.version(5)
      .stores({ searchRows: '[date+id], *words, [category+date], [category+amount]' })
      .upgrade(buildSearchRows);
    // Starts empty: budgets (issue 18) came with this version; a first pull brings any made elsewhere.
    this.version(6).stores({ budgets: 'id' });
    // Starts empty: transfers (issue 18) came with this version. `[date+id]` merges them into the
    // transactions list in date order.
    this.version(7).stores({ transfers: 'id, [date+id]' });
    // Category colours (issue 17 section 3): a record kind, starts empty and fills by pull.
    this.version(8).stores({ categoryStyles: 'id' });
    // Starts empty: imports came with this version (issue 17), and it is local to the device.
    this.version(9).stores({ imports: 'id' });
    // Search rows gained currency and type (for a result's sums): the rows stored before are rebuilt
    // in the background, as after a first sync, and searches read the records until then.
    this.version(10).stores({}).upgrade(deferSearchRowsRebuild);
  }
}

export function databaseNameFor(userId: string): string {
  return `money-kitchen-${userId}`;
}

/** The record tables by kind, for code that handles any kind (sync, commands). */
export function recordTable(db: MoneyKitchenDb, kind: RecordKind) {
  const tables = {
    transaction: db.transactions,
    scheduled: db.scheduled,
    wish: db.wishes,
    target: db.targets,
    setting: db.settings,
    budget: db.budgets,
    transfer: db.transfers,
    category_style: db.categoryStyles,
  } as const;
  return tables[kind] as unknown as EntityTable<{ id: string }, 'id'>;
}
