import type { Table } from 'dexie';
import type { CurrencySum } from '../domain/history';
import type { TransactionRecord, TransferRecord } from '../domain/records';
import { partsOf } from '../domain/splits';
import { transferBalanceEffect } from '../domain/transfers';
import { AccountChanges, type AccountTables } from './accountDerived';
import { learnOnCommit } from './learnedCategories';
import { ReadAhead } from './readAhead';
import type { BalanceRow, CategoryUseKey, CategoryUseRow, DayRow, DaySum } from './rows';

/**
 * The derived tables as the schema (database.ts) declares them, named here rather than taken from
 * the schema: the schema's version 2 upgrade runs this code (upgrades.ts).
 */
interface DerivedTables extends AccountTables {
  balances: Table<BalanceRow, string>;
  days: Table<DayRow, string>;
  categoryUse: Table<CategoryUseRow, CategoryUseKey>;
}

interface Sum {
  cents: number;
  count: number;
}

/** A balance's change: transfers move its cents and count their own sides, never transactions. */
interface BalanceSum extends Sum {
  transfers: number;
}

/** Identifies a sum within its day. NUL never occurs in a category or a currency code. */
const sumKey = (sum: Pick<DaySum, 'kind' | 'category' | 'currency'>) =>
  `${sum.kind}\u0000${sum.category}\u0000${sum.currency}`;

/**
 * Changes to the derived tables, gathered in memory and written with one bulk read and one bulk
 * write per table: a pulled page of a thousand transactions costs a handful of round trips, not
 * thousands. Used inside the transaction of every write, so the figures always match the records.
 */
export class DerivedChanges {
  private readonly balances = new Map<string, BalanceSum>();
  /** date -> sumKey -> change of that sum. */
  private readonly days = new Map<string, Map<string, DaySum>>();
  private readonly uses = new Map<string, { key: CategoryUseKey; count: number }>();
  /** Per account and day, and per account (issue 44). */
  private readonly accounts = new AccountChanges();
  private reads?: {
    balances: ReadAhead<BalanceRow, string>;
    days: ReadAhead<DayRow, string>;
    uses: ReadAhead<CategoryUseRow, CategoryUseKey>;
  };
  /** Each transaction's versions before and after, for the learned suggestions once the write commits. */
  private readonly learned: [TransactionRecord | undefined, TransactionRecord | undefined][] = [];

  /**
   * `recordsChange` false: the figures are rebuilt from records that stay as they are (Recalculate,
   * a schema upgrade), which teaches the learned suggestions nothing new.
   */
  constructor(private readonly recordsChange = true) {}

  private readersOf(db: DerivedTables) {
    this.reads ??= {
      balances: new ReadAhead(db.balances),
      days: new ReadAhead(db.days),
      uses: new ReadAhead(db.categoryUse),
    };
    return this.reads;
  }

  /**
   * Starts reading the rows these records will change, before `replace` is told their previous
   * versions: those are usually in the same rows, so `writeTo` then finds them already read.
   */
  readAhead(db: DerivedTables, records: readonly TransactionRecord[]): this {
    const reads = this.readersOf(db);
    reads.balances.start(records.map((record) => record.currency));
    reads.days.start(records.map((record) => record.date));
    reads.uses.start(
      records.flatMap((record) =>
        partsOf(record).flatMap((part) => {
          // A key is a pair: flatMap must not spread it.
          const key = categoryUseKeyOf(record, part);
          return key ? [key] : [];
        }),
      ),
    );
    this.accounts.readAhead(db, records);
    return this;
  }

  /** Starts reading the balance rows these transfers will change (see `readAhead`). */
  readAheadTransfers(db: DerivedTables, records: readonly TransferRecord[]): this {
    this.readersOf(db).balances.start(records.flatMap((record) => [record.out_currency, record.in_currency]));
    this.accounts.readAheadTransfers(db, records);
    return this;
  }

  /**
   * Records the move from `before` to `after` of one transfer: only balances change (net worth), never
   * the day rows, so reports, scores, budgets and the target leave transfers out by construction.
   */
  replaceTransfer(before: TransferRecord | undefined, after: TransferRecord | undefined): this {
    for (const [record, sign] of [
      [before, -1],
      [after, 1],
    ] as const) {
      if (!record) continue;
      for (const side of transferBalanceEffect(record)) this.addToBalance(side.currency, sign * side.cents, 0, sign);
      this.accounts.addTransfer(record, sign);
    }
    return this;
  }

  private addToBalance(currency: string, cents: number, count: number, transfers: number) {
    const balance = this.balances.get(currency) ?? { cents: 0, count: 0, transfers: 0 };
    this.balances.set(currency, {
      cents: balance.cents + cents,
      count: balance.count + count,
      transfers: balance.transfers + transfers,
    });
  }

  /** Records the move from `before` to `after` (undefined for none) of one transaction. */
  replace(before: TransactionRecord | undefined, after: TransactionRecord | undefined): this {
    if (before) this.add(before, -1);
    if (after) this.add(after, 1);
    if (this.recordsChange) this.learned.push([before, after]);
    return this;
  }

  /**
   * Moves a balance by the totals of transactions not on this device yet (protocol step 12): while
   * a first sync walks back through the history, a balance holds what arrived plus what is to come.
   */
  addPending(sum: CurrencySum, sign: 1 | -1): this {
    this.addToBalance(sum.currency, sign * sum.cents, sign * sum.count, 0);
    this.accounts.addPending(sum, sign);
    return this;
  }

  private add(record: TransactionRecord, sign: 1 | -1) {
    const signed = record.trans_status === 'deposit' ? record.amount_cents : -record.amount_cents;
    this.addToBalance(record.currency, sign * signed, sign, 0);
    this.accounts.addTransaction(record, sign);

    const sums = this.days.get(record.date) ?? new Map<string, DaySum>();
    this.days.set(record.date, sums);
    // A split counts as its parts (issue 45), each in its own category: reports, budgets and trends
    // read these sums, so they count the parts, never the whole.
    for (const part of partsOf(record)) {
      const key = sumKey({ kind: record.trans_status, category: part.category, currency: record.currency });
      const sum = sums.get(key) ?? {
        kind: record.trans_status,
        category: part.category,
        currency: record.currency,
        cents: 0,
        count: 0,
      };
      sums.set(key, { ...sum, cents: sum.cents + sign * part.amount_cents, count: sum.count + sign });

      const useKey = categoryUseKeyOf(record, part);
      if (useKey) {
        const useId = useKey.join('\u0000');
        const use = this.uses.get(useId) ?? { key: useKey, count: 0 };
        this.uses.set(useId, { key: useKey, count: use.count + sign });
      }
    }
  }

  /** The tables are independent, so their reads and writes overlap. */
  async writeTo(db: DerivedTables): Promise<void> {
    if (this.recordsChange) learnOnCommit(db, this.learned.splice(0));
    const reads = this.readersOf(db);
    await Promise.all([
      this.writeBalances(reads.balances),
      this.writeDays(reads.days),
      this.writeUses(reads.uses),
      this.accounts.writeTo(db),
    ]);
  }

  /** For the schema upgrade that added the account rows (version 11), which rebuilds them alone. */
  writeAccountsTo(db: AccountTables): Promise<void> {
    return this.accounts.writeTo(db);
  }

  /** For the schema upgrade, which rebuilds the day rows alone. */
  writeDaysTo(table: Table<DayRow, string>): Promise<void> {
    return this.writeDays(new ReadAhead(table));
  }

  private async writeBalances(rows: ReadAhead<BalanceRow, string>) {
    const currencies = [...this.balances.keys()].filter((currency) => {
      const sum = this.balances.get(currency)!;
      return changed(sum) || sum.transfers !== 0;
    });
    if (currencies.length === 0) return;
    const current = await rows.read(currencies);
    const puts: BalanceRow[] = [];
    const deletes: string[] = [];
    currencies.forEach((currency, i) => {
      const delta = this.balances.get(currency)!;
      const count = (current[i]?.count ?? 0) + delta.count;
      const transfers = (current[i]?.transfers ?? 0) + delta.transfers;
      const cents = (current[i]?.cents ?? 0) + delta.cents;
      if (count <= 0 && transfers <= 0) deletes.push(currency);
      else puts.push({ currency, cents, count, ...(transfers > 0 ? { transfers } : {}) });
    });
    await writeRows(rows.table, puts, deletes);
  }

  private async writeDays(rows: ReadAhead<DayRow, string>) {
    const dates = [...this.days.keys()].filter((date) => [...this.days.get(date)!.values()].some(changed));
    if (dates.length === 0) return;
    const current = await rows.read(dates);
    const puts: DayRow[] = [];
    const deletes: string[] = [];
    dates.forEach((date, i) => {
      const sums = new Map((current[i]?.sums ?? []).map((sum) => [sumKey(sum), sum]));
      for (const [key, delta] of this.days.get(date)!) {
        const sum = sums.get(key);
        const next = { ...delta, cents: (sum?.cents ?? 0) + delta.cents, count: (sum?.count ?? 0) + delta.count };
        if (next.count <= 0) sums.delete(key);
        else sums.set(key, next);
      }
      if (sums.size === 0) deletes.push(date);
      else puts.push({ date, sums: [...sums.values()] });
    });
    await writeRows(rows.table, puts, deletes);
  }

  private async writeUses(rows: ReadAhead<CategoryUseRow, CategoryUseKey>) {
    const entries = [...this.uses.values()].filter((entry) => entry.count !== 0);
    if (entries.length === 0) return;
    const current = await rows.read(entries.map((e) => e.key));
    const puts: CategoryUseRow[] = [];
    const deletes: CategoryUseKey[] = [];
    entries.forEach((entry, i) => {
      const [kind, category] = entry.key;
      const count = (current[i]?.count ?? 0) + entry.count;
      if (count <= 0) deletes.push(entry.key);
      else puts.push({ kind, category, count });
    });
    await writeRows(rows.table, puts, deletes);
  }
}

/** The category use a transaction's part counts in; none for a part without a category. */
const categoryUseKeyOf = (record: TransactionRecord, part: { category: string }): CategoryUseKey | undefined =>
  part.category ? [record.trans_status, part.category] : undefined;

/** An edit that moves no money (a new description) leaves the derived rows alone. */
const changed = (sum: Sum) => sum.cents !== 0 || sum.count !== 0;

/** Skips the empty requests: each one is a round trip inside the caller's transaction. */
async function writeRows<Row, Key>(table: Table<Row, Key>, puts: Row[], deletes: Key[]): Promise<void> {
  await Promise.all([
    deletes.length > 0 ? table.bulkDelete(deletes) : undefined,
    puts.length > 0 ? table.bulkPut(puts) : undefined,
  ]);
}
