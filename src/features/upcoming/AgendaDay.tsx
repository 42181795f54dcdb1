import type { AgendaRow } from '../../db/queries/agenda';
import type { IsoDate } from '../../domain/dates';
import { OccurrenceItem, type OccurrenceHandlers } from './OccurrenceItem';
import { dayHeading } from './dayHeading';
import { upcomingTexts } from './upcomingTexts';

/** One date of the agenda: its heading ("Friday, January 1, 2027", marked when it is today) over its occurrences. */
export function AgendaDay({
  date,
  rows,
  today,
  ...handlers
}: { date: IsoDate; rows: readonly AgendaRow[]; today: IsoDate } & OccurrenceHandlers) {
  const headingId = `upcoming-day-${date}`;
  return (
    <>
      <h2 id={headingId} className="upcoming-day__heading">
        {dayHeading(date)}
        {date === today && <span className="upcoming-day__today"> ({upcomingTexts.today})</span>}
      </h2>
      <ul className="upcoming-day__list" aria-labelledby={headingId}>
        {rows.map((row) => (
          <OccurrenceItem key={row.id} row={row} {...handlers} />
        ))}
      </ul>
    </>
  );
}
