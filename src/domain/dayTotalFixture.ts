import type { IsoDate } from './dates';
import { toCents } from './money';
import type { DayTotal } from './reports';

/** Test-only: one day's total of one category in one currency, as the report and trend tests list them. */
export const dayTotal = (
  date: string,
  kind: DayTotal['kind'],
  category: string,
  currency: string,
  cents: number,
): DayTotal => ({ date: date as IsoDate, kind, category, currency, cents: toCents(cents) });
