import { monthLabel, type Month } from '../../../domain/dates';

const short = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

/**
 * Labels under a chart's axis: 'Mar', with the year on a second line at the first month and at each
 * January, so twelve months fit a phone and a year change is still seen.
 */
export function axisMonthLabels(months: readonly Month[]): string[] {
  return months.map((month, index) => {
    const name = short.format(new Date(Date.UTC(2000, month.month - 1, 1)));
    return index === 0 || month.month === 1 ? `${name}\n${month.year}` : name;
  });
}

/** 'March 2026' for each month: the tooltip's and the table's. */
export function fullMonthLabels(months: readonly Month[]): string[] {
  return months.map((month) => monthLabel(month));
}
