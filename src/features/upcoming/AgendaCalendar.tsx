import { useState } from 'react';
import type { AgendaRow } from '../../db/queries/agenda';
import { addDays } from '../../domain/calendarDays';
import { monthLabel, monthOf, type IsoDate, type Month } from '../../domain/dates';
import { monthWeeks } from '../../domain/monthGrid';
import { agendaDays } from '../../domain/agenda';
import { MonthPager } from '../../ui/MonthPager';
import { AgendaDay } from './AgendaDay';
import { byDate, dayHeading } from './dayHeading';
import type { OccurrenceHandlers } from './OccurrenceItem';
import { upcomingTexts } from './upcomingTexts';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/**
 * The agenda as a month grid: a table (caption, a header per weekday) whose days with occurrences are
 * buttons that show that day's occurrences, with their actions, under it. A cell holds only the day
 * and how many fall on it, so seven columns fit a 320 px screen; the months step from this one to the
 * last the agenda reaches.
 */
export function AgendaCalendar({
  rows,
  today,
  ...handlers
}: { rows: readonly AgendaRow[]; today: IsoDate } & OccurrenceHandlers) {
  const first = monthOf(today);
  const last = monthOf(addDays(today, agendaDays));
  const [month, setMonth] = useState<Month>(first);
  const days = new Map(byDate(rows));
  const [chosen, setChosen] = useState<IsoDate | undefined>(rows[0]?.date);
  const chosenRows = chosen === undefined ? undefined : days.get(chosen);
  return (
    <div className="upcoming-calendar">
      <MonthPager
        month={month}
        current={first}
        first={first}
        last={last}
        onChange={setMonth}
        label={upcomingTexts.monthPager}
      />
      <table className="upcoming-calendar__table">
        <caption className="upcoming-calendar__caption">{monthLabel(month)}</caption>
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day} scope="col">
                <abbr title={day}>{day.slice(0, 3)}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find((day) => day !== null)}>
              {week.map((day, i) =>
                day === null ? (
                  <td key={`blank-${i}`} className="upcoming-calendar__blank" />
                ) : (
                  <td
                    key={day}
                    className={
                      day < today || day > addDays(today, agendaDays) ? 'upcoming-calendar__outside' : undefined
                    }
                    aria-current={day === today ? 'date' : undefined}
                  >
                    <CalendarDay
                      date={day}
                      count={days.get(day)?.length ?? 0}
                      chosen={day === chosen}
                      onChoose={setChosen}
                    />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="upcoming-calendar__day">
        {chosen !== undefined && chosenRows ? (
          <AgendaDay date={chosen} rows={chosenRows} today={today} {...handlers} />
        ) : (
          <p className="upcoming-calendar__hint">{upcomingTexts.chooseDay}</p>
        )}
      </div>
    </div>
  );
}

/** A day of the grid: its number, and where occurrences fall on it a button with how many. */
function CalendarDay({
  date,
  count,
  chosen,
  onChoose,
}: {
  date: IsoDate;
  count: number;
  chosen: boolean;
  onChoose: (date: IsoDate) => void;
}) {
  const number = Number(date.slice(8));
  if (count === 0) return <span className="upcoming-calendar__number">{number}</span>;
  return (
    <button
      type="button"
      className="upcoming-calendar__button"
      aria-pressed={chosen}
      title={upcomingTexts.dayButton(dayHeading(date), count)}
      onClick={() => onChoose(date)}
    >
      {/* Read as one phrase ("4: 1 scheduled"); the grid's caption and column say the month and weekday. */}
      <span className="upcoming-calendar__number" aria-hidden="true">
        {number}
      </span>
      <span className="upcoming-calendar__count" aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">{upcomingTexts.dayButton(String(number), count)}</span>
    </button>
  );
}
