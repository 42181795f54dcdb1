import type { IsoDate } from '../domain/dates';

/*
 * One date style per context (the money rules are in formatCents.ts):
 * - listDate: yyyy-mm-dd, as stored, in lists, tables, filters, the CSV and file names: it sorts and
 *   reads the same in every language.
 * - longDate: 'October 9, 2025' in prose and headings (release notes, notices).
 * - months: 'October 2025' (domain/dates.ts monthLabel) for a report or target month.
 */

export function listDate(date: IsoDate | string): string {
  return date;
}

// UTC on both sides keeps 2025-10-09 on October 9 whatever the reader's time zone.
const longFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** '2025-10-09' -> 'October 9, 2025'. */
export function longDate(date: IsoDate | string): string {
  return longFormat.format(new Date(`${date}T00:00:00Z`));
}
