import Dexie, { type Table } from 'dexie';
import type { CurrencySum } from '../domain/history';
import { accountEffect, accountIdOf, currencyAccountId, transferAccountIds } from '../domain/ledgerAccounts';
import type { TransactionRecord, TransferRecord } from '../domain/records';
import { ReadAhead } from './readAhead';
import type { AccountDayKey, AccountDayRow, AccountTotalRow } from './rows';

/** The account tables as the schema (database.ts) declares them; the version 11 upgrade runs this code. */
export interface AccountTables {
  accountDays: Table<AccountDayRow, AccountDayKey>;
  accountTotals: Table<AccountTotalRow, string>;
}

interface AccountSum {
  cents: number;
  cleared_cents: number;
  count: number;
  transfers: number;
}

const zero = (): AccountSum => ({ cents: 0, cleared_cents: 0, count: 0, transfers: 0 });

/** The day of the totals a first sync has not brought yet: before every date (AccountDayRow). */
export const pendingDate = '';

const dayKeyId = (account: string, date: string) => `${account}\u0000${date}`;

/**
 * The changes of the account rows (issue 44), gathered in memory beside the other derived figures
 * (DerivedChanges) and written with one bulk read and one bulk write per table, in the caller's
 * transaction: an account's balance always matches its transactions.
 */
export class AccountChanges {
  private readonly days = new Map<string, { key: AccountDayKey; sum: AccountSum }>();
  private readonly totals = new Map<string, AccountSum>();
  private reads?: {
    days: ReadAhead<AccountDayRow, AccountDayKey>;
    totals: ReadAhead<AccountTotalRow, string>;
  };

  private readersOf(db: AccountTables) {
    this.reads ??= {
      days: new ReadAhead(db.accountDays, (keys) => readAccountDays(db.accountDays, keys)),
      totals: new ReadAhead(db.accountTotals),
    };
    return this.reads;
  }

  /** Starts reading the rows these transactions will change (DerivedChanges.readAhead). */
  readAhead(db: AccountTables, records: readonly TransactionRecord[]): void {
    const reads = this.readersOf(db);
    reads.days.start(records.map((record) => [accountIdOf(record), record.date]));
    reads.totals.start(records.map(accountIdOf));
  }

  readAheadTransfers(db: AccountTables, records: readonly TransferRecord[]): void {
    const reads = this.readersOf(db);
    const sides = records.flatMap((record) => {
      const ids = transferAccountIds(record);
      return [ids.out, ids.in].map((account): AccountDayKey => [account, record.date]);
    });
    reads.days.start(sides);
    reads.totals.start(sides.map(([account]) => account));
  }

  /** One transaction in (`sign` 1) or out (-1) of its account. */
  addTransaction(record: TransactionRecord, sign: 1 | -1): void {
    const cents = sign * accountEffect(record);
    this.add(accountIdOf(record), record.date, {
      cents,
      cleared_cents: record.clearance ? cents : 0,
      count: sign,
      transfers: 0,
    });
  }

  /** Both sides of one transfer; a transfer counts as cleared (it is between the person's own accounts). */
  addTransfer(record: TransferRecord, sign: 1 | -1): void {
    const ids = transferAccountIds(record);
    for (const [account, cents] of [
      [ids.out, -record.out_cents],
      [ids.in, record.in_cents],
    ] as const) {
      this.add(account, record.date, { cents: sign * cents, cleared_cents: sign * cents, count: 0, transfers: sign });
    }
  }

  /**
   * The totals of a currency's transactions not on this device yet (protocol step 12), counted in
   * that currency's account until the walk brings them to the accounts they name.
   */
  addPending(sum: CurrencySum, sign: 1 | -1): void {
    this.add(currencyAccountId(sum.currency), pendingDate, {
      cents: sign * sum.cents,
      cleared_cents: 0,
      count: sign * sum.count,
      transfers: 0,
    });
  }

  private add(account: string, date: string, delta: AccountSum) {
    const id = dayKeyId(account, date);
    const day = this.days.get(id) ?? { key: [account, date] as AccountDayKey, sum: zero() };
    this.days.set(id, { key: day.key, sum: plus(day.sum, delta) });
    this.totals.set(account, plus(this.totals.get(account) ?? zero(), delta));
  }

  async writeTo(db: AccountTables): Promise<void> {
    const reads = this.readersOf(db);
    const days = [...this.days.values()].filter(({ sum }) => changed(sum));
    const totals = [...this.totals].filter(([, sum]) => changed(sum));
    await Promise.all([
      writeSums(
        reads.days,
        days.map(({ key }) => key),
        days.map(({ sum }) => sum),
        ([account, date], sum) => ({ account, date, ...sum }),
      ),
      writeSums(
        reads.totals,
        totals.map(([account]) => account),
        totals.map(([, sum]) => sum),
        (account, sum) => ({ account, ...sum }),
      ),
    ]);
  }
}

const dayMs = 86_400_000;

/**
 * The day rows of these keys, in their order. An account with many days close together (a pulled
 * part of whole days: a few hundred keys) is read as one range of its rows rather than one request
 * per key, as long as the range holds at most twice as many days as are asked for; the rest, and the
 * pending rows (pendingDate), by key.
 */
function readAccountDays(
  table: Table<AccountDayRow, AccountDayKey>,
  keys: AccountDayKey[],
): PromiseLike<(AccountDayRow | undefined)[]> {
  const byAccount = new Map<string, string[]>();
  for (const [account, date] of keys) {
    if (date === pendingDate) continue;
    const dates = byAccount.get(account);
    if (dates) dates.push(date);
    else byAccount.set(account, [date]);
  }
  const ranges = new Map<string, { from: string; to: string }>();
  for (const [account, dates] of byAccount) {
    if (dates.length < 2) continue;
    dates.sort();
    const from = dates[0]!;
    const to = dates.at(-1)!;
    const span = (Date.parse(to) - Date.parse(from)) / dayMs + 1;
    if (span <= 2 * dates.length) ranges.set(account, { from, to });
  }
  const inRange = (account: string, date: string) => {
    const range = ranges.get(account);
    return range !== undefined && range.from <= date && date <= range.to;
  };
  const single = keys.filter(([account, date]) => !inRange(account, date));
  // Dexie's own promises, so the caller's transaction stays the current one after them.
  return Dexie.Promise.all([
    Dexie.Promise.all(
      [...ranges].map(([account, { from, to }]) =>
        table.where('[account+date]').between([account, from], [account, to], true, true).toArray(),
      ),
    ),
    single.length > 0 ? table.bulkGet(single) : [],
  ]).then(([ranged, singles]) => {
    const found = new Map<string, AccountDayRow | undefined>();
    for (const rows of ranged) for (const row of rows) found.set(dayKeyId(row.account, row.date), row);
    single.forEach(([account, date], i) => found.set(dayKeyId(account, date), singles[i]));
    return keys.map(([account, date]) => found.get(dayKeyId(account, date)));
  });
}

const plus = (a: AccountSum, b: AccountSum): AccountSum => ({
  cents: a.cents + b.cents,
  cleared_cents: a.cleared_cents + b.cleared_cents,
  count: a.count + b.count,
  transfers: a.transfers + b.transfers,
});

/** An edit that moves no money and no record (a new description) leaves the rows alone. */
const changed = (sum: AccountSum) =>
  sum.cents !== 0 || sum.cleared_cents !== 0 || sum.count !== 0 || sum.transfers !== 0;

/** A sum as a row stores it: `transfers` absent when none. */
type StoredSum = Omit<AccountSum, 'transfers'> & { transfers?: number };

async function writeSums<Row extends StoredSum, Key>(
  rows: ReadAhead<Row, Key>,
  keys: Key[],
  deltas: AccountSum[],
  rowOf: (key: Key, sum: StoredSum) => Row,
): Promise<void> {
  if (keys.length === 0) return;
  const current = await rows.read(keys);
  const puts: Row[] = [];
  const deletes: Key[] = [];
  keys.forEach((key, i) => {
    const stored = current[i];
    const { transfers, ...sum } = plus(stored ? { ...stored, transfers: stored.transfers ?? 0 } : zero(), deltas[i]!);
    if (sum.count <= 0 && transfers <= 0) deletes.push(key);
    else puts.push(rowOf(key, { ...sum, ...(transfers > 0 ? { transfers } : {}) }));
  });
  await Promise.all([
    deletes.length > 0 ? rows.table.bulkDelete(deletes) : undefined,
    puts.length > 0 ? rows.table.bulkPut(puts) : undefined,
  ]);
}
