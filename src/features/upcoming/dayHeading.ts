import type { IsoDate } from '../../domain/dates';

// UTC on both sides keeps the stored date on its own day whatever the reader's time zone.
const fullFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' });

/** '2027-01-01' -> 'Friday, January 1, 2027': an agenda reads by weekday as much as by date. */
export function dayHeading(date: IsoDate): string {
  return fullFormat.format(new Date(`${date}T00:00:00Z`));
}

/** The agenda's rows by date, in date order (the rows come sorted). */
export function byDate<Row extends { date: IsoDate }>(rows: readonly Row[]): [IsoDate, Row[]][] {
  const days = new Map<IsoDate, Row[]>();
  for (const row of rows) {
    const day = days.get(row.date);
    if (day) day.push(row);
    else days.set(row.date, [row]);
  }
  return [...days];
}
