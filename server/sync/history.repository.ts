import { sql, type Kysely } from 'kysely';
import type { IsoDate } from '../../src/domain/dates';
import type { AccountSum, CurrencySum } from '../../src/domain/history';
import { currencyAccountId } from '../../src/domain/ledgerAccounts';
import type { PulledChange } from '../../src/domain/mutations';
import type { RecordKind, TransactionRecord } from '../../src/domain/records';
import { occurrencePrefix } from '../../src/domain/schedule';
import type { Schema } from '../db/schema';
import { accountEffectSum } from '../money/accountEffectSum';
import { newestChange } from '../records/newestChange';
import { fromColumns, recordTables } from '../records/recordTables';

// Table names vary by kind (as in records.repository.ts), which Kysely's types cannot follow.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The kinds a person has few of (every kind but transactions): the head carries all of them (protocol step 12). */
const smallKinds = (Object.keys(recordTables) as RecordKind[]).filter((kind) => kind !== 'transaction');

const asChange = (kind: RecordKind, row: Record<string, unknown>): PulledChange =>
  ({ kind, id: String(row.id), seq: Number(row.seq), deleted: false, record: fromColumns(kind, row) }) as PulledChange;

/**
 * Reads for a first sync, newest first (protocol step 12). Every read runs inside the caller's
 * read transaction, so what it returns is the state at one change number.
 */
export function historyRepository(database: Kysely<Schema>) {
  const db = database as AnyDb;

  const liveTransactions = (userId: string) =>
    db.selectFrom('transactions').selectAll().where('user_id', '=', userId).where('deleted', '=', 0);

  const asTransactions = (rows: Record<string, unknown>[]) =>
    rows.map((row) => fromColumns('transaction', row) as TransactionRecord);

  return {
    /** The committed change number: every change up to it is visible (see changesAfter). */
    counter(userId: string): Promise<number> {
      return newestChange(database, userId);
    },

    /** Every live record of the small kinds, and the tombstones of deleted scheduled occurrences. */
    async smallRecords(userId: string): Promise<PulledChange[]> {
      const [perKind, occurrences] = await Promise.all([
        Promise.all(
          smallKinds.map(async (kind) => {
            const rows = await db
              .selectFrom(recordTables[kind])
              .selectAll()
              .where('user_id', '=', userId)
              .where('deleted', '=', 0)
              .execute();
            return rows.map((row: Record<string, unknown>) => asChange(kind, row));
          }),
        ),
        db
          .selectFrom('transactions')
          .select(['id', 'seq'])
          .where('user_id', '=', userId)
          .where('deleted', '=', 1)
          .where('id', 'like', `${occurrencePrefix}%`)
          .execute(),
      ]);
      const tombstones = occurrences.map((row: { id: string; seq: number }): PulledChange => ({
        kind: 'transaction',
        id: row.id,
        seq: Number(row.seq),
        deleted: true,
      }));
      return [...perKind.flat(), ...tombstones];
    },

    /** Live transactions dated `since` or later, newest first, at most `cap` (then undefined). */
    async since(userId: string, since: IsoDate, cap: number): Promise<TransactionRecord[] | undefined> {
      const rows = await liveTransactions(userId)
        .where('date', '>=', since)
        .orderBy('date', 'desc')
        .limit(cap + 1)
        .execute();
      return rows.length > cap ? undefined : asTransactions(rows);
    },

    /**
     * The live transactions of the newest whole days before `before` (all days when undefined):
     * about `limit`, never a day in part (a day with more than `limit` comes alone and whole), so
     * the device knows which days are complete. `next` is the oldest day returned when older ones
     * may remain, null when none do.
     */
    async wholeDaysBefore(
      userId: string,
      before: IsoDate | undefined,
      limit: number,
    ): Promise<{ transactions: TransactionRecord[]; next: IsoDate | null }> {
      let query = liveTransactions(userId);
      if (before !== undefined) query = query.where('date', '<', before);
      const rows = await query
        .orderBy('date', 'desc')
        .limit(limit + 1)
        .execute();
      if (rows.length <= limit) return { transactions: asTransactions(rows), next: null };
      // The day of the first row past the limit may be cut: leave it for the next page.
      const dateOf = (row: Record<string, unknown> | undefined) => String(row?.date) as IsoDate;
      const spilled = dateOf(rows[limit]);
      let kept = rows.slice(0, limit).filter((row) => dateOf(row) !== spilled);
      if (kept.length === 0) kept = await liveTransactions(userId).where('date', '=', spilled).execute();
      return { transactions: asTransactions(kept), next: dateOf(kept.at(-1)) };
    },

    /**
     * The rate tables a new device needs first: those dated from two weeks before `since` on (a
     * transaction converts at the latest table on or before its date), or the newest one alone.
     */
    async recentRates(since: IsoDate): Promise<{ date: string; rates: Record<string, number> }[]> {
      const from = new Date(Date.parse(`${since}T00:00:00Z`) - 14 * 86_400_000).toISOString().slice(0, 10);
      let rows: { date: string; rates: string }[] = await db
        .selectFrom('exchange_rates')
        .select(['date', 'rates'])
        .where('date', '>=', from)
        .orderBy('date')
        .execute();
      if (rows.length === 0) {
        rows = await db
          .selectFrom('exchange_rates')
          .select(['date', 'rates'])
          .orderBy('date', 'desc')
          .limit(1)
          .execute();
      }
      return rows.map((row) => ({ date: row.date, rates: JSON.parse(row.rates) as Record<string, number> }));
    },

    /** Deposits minus withdrawals per currency of the live transactions dated before `before`. */
    async totalsBefore(userId: string, before: IsoDate): Promise<CurrencySum[]> {
      const rows = await db
        .selectFrom('transactions')
        .select([
          'currency',
          sql<number>`sum(case when trans_status = 'deposit' then amount_cents else -amount_cents end)`.as('cents'),
          sql<number>`count(*)`.as('count'),
        ])
        .where('user_id', '=', userId)
        .where('deleted', '=', 0)
        .where('date', '<', before)
        .groupBy('currency')
        .orderBy('currency')
        .execute();
      // pg answers sum and count of bigint as text.
      return rows.map((row: { currency: string; cents: unknown; count: unknown }) => ({
        currency: row.currency,
        cents: Number(row.cents),
        count: Number(row.count),
      }));
    },

    /** Per account, what the live transactions dated before `before` do to its balance (`accountEffect`). */
    async accountTotalsBefore(userId: string, before: IsoDate): Promise<AccountSum[]> {
      const rows = await db
        .selectFrom('transactions')
        .select(['account_id', 'currency', accountEffectSum().as('cents'), sql<number>`count(*)`.as('count')])
        .where('user_id', '=', userId)
        .where('deleted', '=', 0)
        .where('date', '<', before)
        .groupBy(['account_id', 'currency'])
        .execute();
      const byAccount = new Map<string, AccountSum>();
      for (const row of rows as { account_id: string | null; currency: string; cents: unknown; count: unknown }[]) {
        const account = row.account_id ?? currencyAccountId(row.currency);
        const sum = byAccount.get(account) ?? { account, cents: 0, count: 0 };
        byAccount.set(account, { account, cents: sum.cents + Number(row.cents), count: sum.count + Number(row.count) });
      }
      return [...byAccount.values()].sort((a, b) => (a.account < b.account ? -1 : 1));
    },
  };
}
export type HistoryRepository = ReturnType<typeof historyRepository>;
