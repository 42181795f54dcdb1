import type { AgendaRow } from '../../db/queries/agenda';
import type { IsoDate } from '../../domain/dates';
import { AgendaDay } from './AgendaDay';
import { byDate } from './dayHeading';
import type { OccurrenceHandlers } from './OccurrenceItem';
import { upcomingTexts } from './upcomingTexts';

/** The agenda: every date with an occurrence, in order, each with its occurrences. */
export function AgendaList({
  rows,
  today,
  ...handlers
}: { rows: readonly AgendaRow[]; today: IsoDate } & OccurrenceHandlers) {
  return (
    <ol className="upcoming-agenda" aria-label={upcomingTexts.agenda}>
      {byDate(rows).map(([date, dayRows]) => (
        <li key={date} className="upcoming-day">
          <AgendaDay date={date} rows={dayRows} today={today} {...handlers} />
        </li>
      ))}
    </ol>
  );
}
