import { sql, type Kysely } from 'kysely';
import type { IsoDate } from '../../src/domain/dates';
import { toCents, type Cents } from '../../src/domain/money';
import type { DayTotal } from '../../src/domain/reports';
import { partsOf } from '../../src/domain/splits';
import type { MonthFlow } from '../../src/domain/score';
import type {
  ScheduledRecord,
  TransactionKind,
  TransactionRecord,
  TransferRecord,
  WishRecord,
} from '../../src/domain/records';
import { preparedQuery } from '../db/preparedQuery';
import type { Schema, TransactionsTable, TransfersTable } from '../db/schema';
import { fromColumns, recordColumns } from '../records/recordTables';
import { countsUntilChange } from './countsUntilChange';

// Named, not `*`, so that the list's statements stay prepared on PostgreSQL (server/db/namedStatements.ts).
const transactionColumns = recordColumns('transaction') as readonly (keyof TransactionsTable & string)[];
const transferColumns = recordColumns('transfer') as readonly (keyof TransfersTable & string)[];

/** What a CSV line is made of (src/domain/csv.ts), and the export's order. */
const csvColumns = [
  'id',
  'date',
  'created_at',
  'amount_cents',
  'currency',
  'trans_status',
  'category',
  'trans_details',
  'payee',
  'parts',
  'tags',
] as const satisfies readonly (keyof TransactionsTable & string)[];

/** Where one batch of the CSV export ended: the last row's place in the export's order. */
export type ExportKey = Pick<TransactionRecord, 'date' | 'created_at' | 'id'>;

/** Ids per `in (...)` list: far below either database's limit on a statement's parameters. */
const idsPerQuery = 500;

/** Per process: a few megabytes at most, and a count that is dropped is simply counted again. */
const maxKeptCounts = 10_000;

export interface DateRange {
  start: string;
  end: string;
}

/** The reads behind the spec's REST calls; every query is scoped to one person and skips tombstones. */
export function moneyRepository(db: Kysely<Schema>) {
  const liveTransactions = (userId: string, range?: DateRange) => {
    let query = db.selectFrom('transactions').where('user_id', '=', userId).where('deleted', '=', 0);
    if (range) query = query.where('date', '>=', range.start).where('date', '<=', range.end);
    return query;
  };

  const liveTransfers = (userId: string, range?: DateRange) => {
    let query = db.selectFrom('transfers').where('user_id', '=', userId).where('deleted', '=', 0);
    if (range) query = query.where('date', '>=', range.start).where('date', '<=', range.end);
    return query;
  };

  // The lists' totals, asked again for every page (countsUntilChange.ts).
  const counts = countsUntilChange(db, maxKeptCounts);
  // The list's two queries run on every request of it: built and compiled once (preparedQuery.ts).
  type PageValues = { userId: string; start: string; end: string; limit: number; offset: number };
  const transactionsPageQuery = preparedQuery(db, (values: PageValues) =>
    liveTransactions(values.userId, values)
      .select(transactionColumns)
      .orderBy('date', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(values.limit)
      .offset(values.offset),
  );
  const countTransactionsQuery = preparedQuery(db, (values: { userId: string } & DateRange) =>
    liveTransactions(values.userId, values).select(({ fn }) => fn.countAll().as('count')),
  );

  return {
    async transfersPage(userId: string, range: DateRange, limit: number, offset: number): Promise<TransferRecord[]> {
      const rows = await liveTransfers(userId, range)
        .select(transferColumns)
        .orderBy('date', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((row) => fromColumns('transfer', row));
    },

    countTransfers(userId: string, range: DateRange): Promise<number> {
      return counts.of(userId, `transfers ${range.start} ${range.end}`, async () => {
        const row = await liveTransfers(userId, range)
          .select(({ fn }) => fn.countAll().as('count'))
          .executeTakeFirst();
        return Number(row?.count ?? 0);
      });
    },

    async transactionsPage(
      userId: string,
      range: DateRange,
      limit: number,
      offset: number,
    ): Promise<TransactionRecord[]> {
      const rows = await transactionsPageQuery.execute({ userId, ...range, limit, offset });
      return rows.map((row) => fromColumns('transaction', row));
    },

    countTransactions(userId: string, range: DateRange): Promise<number> {
      return counts.of(userId, `transactions ${range.start} ${range.end}`, async () => {
        const [row] = await countTransactionsQuery.execute({ userId, ...range });
        return Number(row?.count ?? 0);
      });
    },

    /**
     * Whether any of the person's rows in the range names a payee, has tags, is split or has a part
     * with tags (parts hold the JSON text the app writes: `"tags":` is only in a part that has them): the CSV export's
     * optional columns (src/domain/csv.ts, `csvColumnsOf`), known before its header line is written.
     */
    async csvColumnsIn(
      userId: string,
      range: DateRange,
    ): Promise<{ payees: boolean; splits: boolean; tags: boolean; partTags: boolean }> {
      const row = await db
        .selectNoFrom((eb) => [
          eb.exists(liveTransactions(userId, range).where('payee', 'is not', null).select('id')).as('payees'),
          eb.exists(liveTransactions(userId, range).where('parts', 'is not', null).select('id')).as('splits'),
          eb.exists(liveTransactions(userId, range).where('tags', 'is not', null).select('id')).as('tags'),
          eb.exists(liveTransactions(userId, range).where('parts', 'like', '%"tags":%').select('id')).as('partTags'),
        ])
        .executeTakeFirstOrThrow();
      return {
        payees: Boolean(row.payees),
        splits: Boolean(row.splits),
        tags: Boolean(row.tags),
        partTags: Boolean(row.partTags),
      };
    },

    /**
     * Up to `limit` of the person's live rows in the range after `after` in the CSV export's order
     * (date, created_at, then the unique id; oldest first, or with `newestFirst` the list's order,
     * issue 49, item 12): the export reads them batch by batch, each from where the last ended, along
     * the index `transactions_list` (migration 0005) on both databases.
     */
    async transactionsAfter(
      userId: string,
      range: DateRange,
      newestFirst: boolean,
      limit: number,
      after?: ExportKey,
    ): Promise<TransactionRecord[]> {
      const order = newestFirst ? 'desc' : 'asc';
      let query = liveTransactions(userId, range);
      if (after) {
        query = query.where(({ eb, refTuple, tuple }) =>
          eb(
            refTuple('date', 'created_at', 'id'),
            newestFirst ? '<' : '>',
            tuple(after.date, after.created_at, after.id),
          ),
        );
      }
      const rows = await query
        .select(csvColumns)
        .orderBy('date', order)
        .orderBy('created_at', order)
        .orderBy('id', order)
        .limit(limit)
        .execute();
      return rows.map((row) => fromColumns('transaction', row));
    },

    /** Per day, type, category and currency; a split counts as its parts, each in its category (issue 45). */
    async dayTotals(userId: string, range: DateRange): Promise<DayTotal[]> {
      const [whole, split] = await Promise.all([
        liveTransactions(userId, range)
          .where('parts', 'is', null)
          .select(['date', 'trans_status', 'category', 'currency', sql<number>`sum(amount_cents)`.as('cents')])
          .groupBy(['date', 'trans_status', 'category', 'currency'])
          .execute(),
        liveTransactions(userId, range)
          .where('parts', 'is not', null)
          .select(['date', 'trans_status', 'category', 'currency', 'amount_cents', 'parts'])
          .execute(),
      ]);
      const totals = whole.map((row) => ({
        date: row.date,
        kind: row.trans_status,
        category: row.category ?? '',
        currency: row.currency,
        cents: Number(row.cents),
      }));
      for (const row of split) {
        const record = {
          amount_cents: Number(row.amount_cents) as Cents,
          category: row.category ?? '',
          parts: row.parts!,
        };
        for (const part of partsOf(record)) {
          totals.push({
            date: row.date,
            kind: row.trans_status,
            category: part.category,
            currency: row.currency,
            cents: part.amount_cents,
          });
        }
      }
      return totals as DayTotal[];
    },

    /** Deposits and withdrawals per day and currency: what each month's net in a range is made of, in one query. */
    async dayFlows(userId: string, range: DateRange): Promise<MonthFlow[]> {
      const rows = await liveTransactions(userId, range)
        .select(['date', 'trans_status', 'currency', sql<number>`sum(amount_cents)`.as('cents')])
        .groupBy(['date', 'trans_status', 'currency'])
        .execute();
      return rows.map((row) => ({
        date: row.date as IsoDate,
        kind: row.trans_status as TransactionKind,
        currency: String(row.currency),
        cents: toCents(Number(row.cents)),
      }));
    },

    async transactionDates(userId: string): Promise<string[]> {
      const rows = await liveTransactions(userId).select('date').distinct().execute();
      return rows.map((row) => String(row.date));
    },

    async categoryCounts(userId: string, kind: TransactionKind): Promise<{ category: string; count: number }[]> {
      const rows = await liveTransactions(userId)
        .where('trans_status', '=', kind)
        .where('category', '!=', '')
        .select(['category', ({ fn }) => fn.countAll().as('count')])
        .groupBy('category')
        .execute();
      return rows.map((row) => ({ category: String(row.category), count: Number(row.count) }));
    },

    /** Which of `ids` the person's transactions have or had (tombstones count), asked in bounded batches. */
    async existingTransactionIds(userId: string, ids: readonly string[]): Promise<Set<string>> {
      const found = new Set<string>();
      for (let start = 0; start < ids.length; start += idsPerQuery) {
        const rows = await db
          .selectFrom('transactions')
          .select('id')
          .where('user_id', '=', userId)
          .where('id', 'in', ids.slice(start, start + idsPerQuery))
          .execute();
        for (const row of rows) found.add(row.id);
      }
      return found;
    },

    async scheduled(userId: string): Promise<ScheduledRecord[]> {
      const rows = await db
        .selectFrom('scheduled_transactions')
        .selectAll()
        .where('user_id', '=', userId)
        .where('deleted', '=', 0)
        .orderBy('day_of_month')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map((row) => fromColumns('scheduled', row));
    },

    async wishes(userId: string, year: number): Promise<WishRecord[]> {
      const rows = await db
        .selectFrom('wishes')
        .selectAll()
        .where('user_id', '=', userId)
        .where('deleted', '=', 0)
        .where('year', '=', year)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map((row) => fromColumns('wish', row));
    },

    async targets(userId: string): Promise<{ month: string; target: number }[]> {
      const rows = await db
        .selectFrom('targets')
        .select(['id', 'target_cents'])
        .where('user_id', '=', userId)
        .where('deleted', '=', 0)
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ month: row.id, target: Number(row.target_cents) }));
    },
  };
}

export type MoneyRepository = ReturnType<typeof moneyRepository>;
