import type { MoneyKitchenDb } from '../../db/database';
import { rebuildDerived, rebuildTables } from '../../db/rebuildDerived';
import { datesWithData, reportMonthsOf } from '../../db/queries/reports';
import { rebuildSearchIndexInBackground } from '../../db/searchIndex';
import { monthKey, monthOf, monthsBetween, type IsoDate } from '../../domain/dates';
import { reportTexts } from './reportTexts';

/** The figures of server-behaviour.md's recalculate-reports summary, for the local rebuild. */
export interface ReportsRecalculation {
  total_months_processed: number;
  months_created: number;
  months_updated: number;
  errors_count: number;
  /** First and last transaction date; absent without transactions. */
  date_range?: { from: IsoDate; to: IsoDate };
}

/**
 * "Recalculate Reports", done locally: reports are computed from the day totals, so rebuilding those
 * from the transactions is the recalculation. Every month from the first to the last transaction is
 * processed; a month that held no figures before is "created", the others "updated". One transaction
 * makes it all or nothing, so there are never partial errors to count.
 */
export async function recalculateReports(db: MoneyKitchenDb): Promise<ReportsRecalculation> {
  const result = await db.transaction('rw', rebuildTables(db), async () => {
    const before = new Set((await reportMonthsOf(db)).map(monthKey));
    await rebuildDerived(db);
    const dates = await datesWithData(db);
    const first = dates[0];
    const last = dates.at(-1);
    if (first === undefined || last === undefined) {
      return { total_months_processed: 0, months_created: 0, months_updated: 0, errors_count: 0 };
    }
    const months = monthsBetween(monthOf(first), monthOf(last)).map(monthKey);
    const created = months.filter((key) => !before.has(key)).length;
    return {
      total_months_processed: months.length,
      months_created: created,
      months_updated: months.length - created,
      errors_count: 0,
      date_range: { from: first, to: last },
    };
  });
  rebuildSearchIndexInBackground(db);
  return result;
}

/** The alert after a recalculation (spec section 7); the errors line only when there were some. */
export function recalculationSummary(result: ReportsRecalculation): string {
  const lines = [
    reportTexts.recalculated,
    '',
    `Total months processed: ${result.total_months_processed}`,
    `New reports created: ${result.months_created}`,
    `Reports updated: ${result.months_updated}`,
  ];
  if (result.errors_count > 0) lines.push(`Errors encountered: ${result.errors_count}`);
  if (result.date_range) lines.push(`Date range: ${result.date_range.from} to ${result.date_range.to}`);
  return lines.join('\n');
}
