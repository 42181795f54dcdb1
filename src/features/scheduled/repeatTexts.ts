import type { Weekday } from '../../domain/calendarDays';
import type { MonthPosition, RecurrenceFrequency, WeekdayOrdinal, WeekendPolicy } from '../../domain/recurrenceRule';

/** The wording of the scheduled form's repeat fields (issue 47 item 1). */
export const repeatTexts = {
  repeats: 'Repeats',
  dayOfMonth: 'Monthly on the Day of Month',
  frequencies: {
    daily: 'Every few days',
    weekly: 'Weekly',
    monthly: 'Monthly, on a rule',
    yearly: 'Yearly',
  } satisfies Record<RecurrenceFrequency, string>,
  every: {
    daily: 'Every how many days',
    weekly: 'Every how many weeks',
    monthly: 'Every how many months',
    yearly: 'Every how many years',
  } satisfies Record<RecurrenceFrequency, string>,
  starts: 'Starts',
  startsHint: 'Sets the rhythm; nothing is added for days before the item is saved.',
  onWeekdays: 'On',
  weekdays: {
    1: 'Monday',
    2: 'Tuesday',
    3: 'Wednesday',
    4: 'Thursday',
    5: 'Friday',
    6: 'Saturday',
    7: 'Sunday',
  } satisfies Record<Weekday, string>,
  monthOn: 'On',
  monthPositions: {
    day: 'The day of the start date',
    last_day: 'The last day of the month',
    nth_weekday: 'A weekday of the month',
    last_working_day: 'The last working day (Monday to Friday)',
  } satisfies Record<MonthPosition, string>,
  which: 'Which',
  ordinals: { 1: 'First', 2: 'Second', 3: 'Third', 4: 'Fourth', [-1]: 'Last' } satisfies Record<WeekdayOrdinal, string>,
  weekday: 'Weekday',
  ends: 'Ends',
  endChoices: { never: 'Never', until: 'On a date', count: 'After a number of times' },
  until: 'End date',
  count: 'Number of times',
  weekend: 'On a Saturday or Sunday',
  weekendPolicies: {
    keep: 'Keep the date',
    before: 'Move to the Friday before',
    after: 'Move to the Monday after',
    skip: 'Skip it',
  } satisfies Record<WeekendPolicy, string>,
  preview: 'Next dates',
  noPreview: 'No dates yet: complete the rule.',
} as const;
