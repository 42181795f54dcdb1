import { isoDateFromParts, type IsoDate } from './dates';

/**
 * Calendar dates as whole day numbers (days since 1970-01-01), computed with integers only: no Date,
 * so no time zone, no daylight-saving hour and no UTC shift can move a date by one (issue 47 item 1).
 * The algorithm is the proleptic Gregorian "days from civil" of H. Hinnant's chrono notes.
 */
export type DayNumber = number;

/** ISO weekday: 1 Monday ... 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export function dayNumberOf(date: IsoDate): DayNumber {
  return dayNumberFromParts(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)));
}

export function dayNumberFromParts(year: number, month: number, day: number): DayNumber {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

export function isoDateOfDayNumber(days: DayNumber): IsoDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return isoDateFromParts(yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day);
}

/** 1970-01-01 was a Thursday (ISO 4). */
export function weekdayOfDayNumber(days: DayNumber): Weekday {
  return (((((days + 3) % 7) + 7) % 7) + 1) as Weekday;
}

export function weekdayOf(date: IsoDate): Weekday {
  return weekdayOfDayNumber(dayNumberOf(date));
}

export function addDays(date: IsoDate, n: number): IsoDate {
  return isoDateOfDayNumber(dayNumberOf(date) + n);
}

export function isWeekend(days: DayNumber): boolean {
  return weekdayOfDayNumber(days) >= 6;
}
