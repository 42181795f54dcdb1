import {
  firstDayOfMonth,
  isoDateFromParts,
  lastDayOfMonth,
  monthKey,
  monthLabel,
  type IsoDate,
  type Month,
} from '../../domain/dates';

/** The dates one report covers, both included, and how the page names them. */
export interface ReportPeriod {
  /** Stable while the period is the same: tells a fresh result from the previous period's. */
  key: string;
  from: IsoDate;
  to: IsoDate;
  /** 'January 2026' or '2026'. */
  label: string;
}

export function monthPeriod(month: Month): ReportPeriod {
  return {
    key: `month:${monthKey(month)}`,
    from: firstDayOfMonth(month),
    to: lastDayOfMonth(month),
    label: monthLabel(month),
  };
}

export function yearPeriod(year: number): ReportPeriod {
  return {
    key: `year:${year}`,
    from: isoDateFromParts(year, 1, 1),
    to: isoDateFromParts(year, 12, 31),
    label: String(year),
  };
}
