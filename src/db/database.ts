import Dexie, { type DexieOptions, type EntityTable, type Table } from 'dexie';
import { buildSearchRows } from './searchRows';
import { addAccountRows, deferSearchRowsRebuild, rebuildDays } from './upgrades';
import type {
  AccountDayKey,
  AccountDayRow,
  AccountTotalRow,
  BalanceRow,
  CategoryUseKey,
  CategoryUseRow,
  ConflictRow,
  CsvMappingRow,
  DayRow,
  DeletedOccurrenceRow,
  ImportBatchRow,
  OutboxEntry,
  RateTableRow,
  Rejection,
  SearchKey,
  SearchRow,
  SyncStateRow,
} from './rows';
import type {
  AccountRecord,
  BudgetRecord,
  CategoryStyleRecord,
  RuleRecord,
  RecordKind,
  ScheduledRecord,
  SettingRecord,
  TargetRecord,
  TransactionRecord,
  TransferRecord,
  WishRecord,
} from '../domain/records';

/** The rows' types are named here too, with the schema that stores them, for the rest of the app. */
export type * from './rows';

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
  rules!: EntityTable<RuleRecord, 'id'>;
  accounts!: EntityTable<AccountRecord, 'id'>;
  accountDays!: Table<AccountDayRow, AccountDayKey>;
  accountTotals!: Table<AccountTotalRow, string>;
  csvMappings!: EntityTable<CsvMappingRow, 'signature'>;

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
    // Accounts (issue 44): a record kind, filled by pull (the server makes one per currency in use);
    // their derived rows are built from the records here, and the search rows gain the account
    // (their `[account+date]` index lists an account's page), rebuilt in the background.
    this.version(11)
      .stores({
        accounts: 'id',
        accountDays: '[account+date]',
        accountTotals: 'account',
        searchRows: '[date+id], *words, [category+date], [category+amount], [account+date]',
      })
      .upgrade(addAccountRows);
    // Payees (issue 45): the search rows gain the payee (its words and the `[payee+date]` index of
    // the payee filter and list), rebuilt in the background as after version 10. No record changes.
    this.version(12)
      .stores({
        searchRows: '[date+id], *words, [category+date], [category+amount], [account+date], [payee+date]',
      })
      .upgrade(deferSearchRowsRebuild);
    // Reconciliation (issue 44 item 6): the search rows of transactions not yet reconciled name their
    // account in `toReconcileIn`, so the reconcile screen of 20,000 lines counts and pages them by key
    // (budget 150 ms) instead of reading every row; rebuilt in the background as after version 10.
    this.version(13)
      .stores({
        searchRows:
          '[date+id], *words, [category+date], [category+amount], [account+date], [payee+date], [toReconcileIn+date]',
      })
      .upgrade(deferSearchRowsRebuild);
    // Tags (issue 45, item 3): the search rows gain the tags (their words and the multi-entry `*tags`
    // index of the tag filter, the tags list and the tag report), rebuilt in the background as above.
    this.version(14)
      .stores({
        searchRows:
          '[date+id], *words, [category+date], [category+amount], [account+date], [payee+date], [toReconcileIn+date], *tags',
      })
      .upgrade(deferSearchRowsRebuild);
    // Splits (issue 45, item 1): the search rows of a split list its parts' categories (the
    // multi-entry `*splitCategories` index of the category filter) and words, rebuilt as above.
    this.version(15)
      .stores({
        searchRows:
          '[date+id], *words, [category+date], [category+amount], [account+date], [payee+date], [toReconcileIn+date], *tags, *splitCategories',
      })
      .upgrade(deferSearchRowsRebuild);
    // Remembered CSV mappings (issue 48, item 3): local to the device, start empty.
    this.version(16).stores({ csvMappings: 'signature' });
    // Rules (issue 48, item 1): a synced record kind, few per person, read whole in their order.
    this.version(17).stores({ rules: 'id' });
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
    account: db.accounts,
    rule: db.rules,
  } as const;
  return tables[kind] as unknown as EntityTable<{ id: string }, 'id'>;
}
