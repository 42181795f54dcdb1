import { addMonths, isIsoDate, lastDayOfMonth, monthOf, type IsoDate } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import { buildReport, reportMonths, reportYears, type DayTotal, type Report } from '../../domain/reports';
import { RateBook, type RateTable } from '../../domain/rates';
import type { DayRow, MoneyKitchenDb } from '../database';

/**
 * The rate tables that can decide a conversion dated from `from` to `to`: those inside the range plus
 * the nearest one on each side (RateBook takes the nearest earlier table, else the nearest later), so
 * a report gives the same figures as with every table loaded, without reading years of history.
 */
export async function rateBookFor(db: MoneyKitchenDb, from: IsoDate, to: IsoDate): Promise<RateBook> {
  const [before, inside, after] = await Promise.all([
    db.rates.where('date').below(from).last(),
    db.rates.where('date').between(from, to, true, true).toArray(),
    db.rates.where('date').above(to).first(),
  ]);
  const tables = [before, ...inside, after].filter((table) => table !== undefined);
  return new RateBook(tables as RateTable[]);
}

/**
 * The rate tables that decide a conversion on each of `dates` and nothing else: per date the nearest
 * table on or before it, else the nearest later one, as RateBook picks among all. A figure at a few
 * dates (the net worth line's month ends) then reads a table each, not every table between them: a
 * year of tables is one answer of about 200 tables of 160 rates, which a raw read on the bench's
 * machine took 15.8 and 19.6 ms to hand over in one task, against 3.5 ms for 30 tables (a first sync may
 * hold no task over 50 ms, and the dashboard reads these while it runs).
 */
export async function rateBookAt(db: MoneyKitchenDb, dates: readonly IsoDate[]): Promise<RateBook> {
  const tables = await Promise.all(
    dates.map(
      async (date) =>
        (await db.rates.where('date').belowOrEqual(date).last()) ?? (await db.rates.where('date').above(date).first()),
    ),
  );
  return new RateBook(tables.filter((table) => table !== undefined) as RateTable[]);
}

/**
 * Day rows per IndexedDB request. The browser turns one request's answer into objects in one task:
 * a year of day rows in one request was a task of 74 ms in a traced first sync on the bench's slower
 * machine (its raw read, 63.6 ms), long enough to hold a tap. Each request's answer is a task of its
 * own, with input and paint between them, so a month's share stays about a twelfth (issue 15).
 */
const daysPerRead = 31;

/**
 * The day rows from `from` to `to`, both included, read in pieces of about `daysPerRead` days. The
 * pieces meet end to end over the whole range, so a day written between the two reads (outside a
 * transaction) is still in one of them.
 */
async function dayRowsBetween(db: MoneyKitchenDb, from: IsoDate, to: IsoDate): Promise<DayRow[]> {
  const rows = db.days.where('date');
  // Two months at most fit in two pieces: read at once, without first asking which days exist.
  if (to <= lastDayOfMonth(addMonths(monthOf(from), 1))) return rows.between(from, to, true, true).toArray();
  const dates = await rows.between(from, to, true, true).primaryKeys();
  const starts = [from, ...dates.filter((_, i) => i > 0 && i % daysPerRead === 0)];
  const pieces = starts.map((start, i) => {
    const next = starts[i + 1];
    return next === undefined ? rows.between(start, to, true, true).toArray() : rows.between(start, next).toArray();
  });
  return (await Promise.all(pieces)).flat();
}

/** The day totals dated from `from` to `to`, both included: one row read per day. */
export async function dayTotalsBetween(db: MoneyKitchenDb, from: IsoDate, to: IsoDate): Promise<DayTotal[]> {
  if (from > to) return [];
  const rows = await dayRowsBetween(db, from, to);
  // A plain loop: flatMap over a year of days (17,640 totals) took 4 to 5 times as long in Node 20.
  const totals: DayTotal[] = [];
  for (const row of rows) {
    for (const sum of row.sums) {
      totals.push({
        date: row.date as IsoDate,
        kind: sum.kind,
        category: sum.category,
        currency: sum.currency,
        cents: sum.cents as Cents,
      });
    }
  }
  return totals;
}

/**
 * The report of `from`..`to` (inclusive) in `favorite`, each day converted at its own date's rate,
 * from the derived day totals: never a scan of the transactions (architecture.md).
 */
export function reportFor(db: MoneyKitchenDb, from: IsoDate, to: IsoDate, favorite: string): Promise<Report> {
  return db.transaction('r', db.days, db.rates, async () => {
    const [rows, book] = await Promise.all([dayTotalsBetween(db, from, to), rateBookFor(db, from, to)]);
    return buildReport(rows, favorite, book);
  });
}

/** Every date holding data, from the primary keys alone (no row is read). */
export async function datesWithData(db: MoneyKitchenDb): Promise<IsoDate[]> {
  return (await db.days.toCollection().primaryKeys()).filter(isIsoDate);
}

/** The months holding data, newest first. */
export async function reportMonthsOf(db: MoneyKitchenDb): Promise<{ month: number; year: number }[]> {
  return reportMonths(await datesWithData(db));
}

/** The years holding data, newest first. */
export async function reportYearsOf(db: MoneyKitchenDb): Promise<number[]> {
  return reportYears(await datesWithData(db));
}
