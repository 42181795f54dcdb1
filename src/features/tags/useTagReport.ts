import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { logFailure } from '../../db/logFailure';
import { favoriteCurrency } from '../../db/queries/settings';
import { tagReport } from '../../db/queries/tags';
import type { IsoDate } from '../../domain/dates';
import type { Cents } from '../../domain/money';

/** One tag's line of the report: its expenses and its income, converted. */
export interface TagTotal {
  tag: string;
  withdraw: Cents;
  deposit: Cents;
}

export type TagReportState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; totals: TagTotal[]; missing: string[]; currency: string };

/**
 * The tag report of the period in the favorite currency, live (new transactions, synced changes, a
 * new favorite currency). Tags by their expenses, largest first, then their income.
 */
export function useTagReport(from: IsoDate, to: IsoDate): TagReportState {
  const db = useDatabase();
  const key = `${from}/${to}`;
  const loaded = useLiveQuery(async () => {
    try {
      const currency = await favoriteCurrency(db);
      const report = await tagReport(db, from, to, currency);
      const totals = new Map<string, TagTotal>();
      const line = (tag: string) => {
        let total = totals.get(tag);
        if (!total) totals.set(tag, (total = { tag, withdraw: 0 as Cents, deposit: 0 as Cents }));
        return total;
      };
      for (const item of report.user_withdraw_on_range) line(item.category).withdraw = item.converted_amount;
      for (const item of report.user_deposit_on_range) line(item.category).deposit = item.converted_amount;
      return { key, status: 'ready' as const, totals: [...totals.values()], missing: report.missing, currency };
    } catch (error) {
      logFailure('Tag report failed to load', error);
      return { key, status: 'error' as const };
    }
  }, [db, key, from, to]);
  if (!loaded || loaded.key !== key) return { status: 'loading' };
  return loaded;
}
