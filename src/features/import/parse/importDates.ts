import { isoDateFromParts, isIsoDate, type IsoDate } from '../../../domain/dates';

/** The order of day, month and year in a file's dates; the separator may be any of - . / ' or none (yyyymmdd). */
export type DateOrder = 'ymd' | 'dmy' | 'mdy';

export const dateOrders: readonly DateOrder[] = ['ymd', 'dmy', 'mdy'];

export const dateOrderLabels: Record<DateOrder, string> = {
  ymd: 'Year, month, day (2024-01-31)',
  dmy: 'Day, month, year (31.01.2024, 31/01/2024)',
  mdy: 'Month, day, year (01/31/2024)',
};

// A time after the date (OFX-style or ISO) is ignored: a transaction is dated by its day.
const parts = /^(\d{1,4})[-./' ]\s*(\d{1,2})[-./' ]\s*(\d{1,4})(?:[ T].*)?$/;
const compact = /^(\d{4})(\d{2})(\d{2})(?:\d{0,6}(?:\.\d+)?(?:\[.*\])?)?$/;

/**
 * A date in the given order as yyyy-mm-dd, or undefined when it is not a real date in that order.
 * Two-digit years are 2000-2069 and 1970-1999; QIF's apostrophe ("1/31'24") always means 2000+.
 */
export function parseImportDate(text: string, order: DateOrder): IsoDate | undefined {
  const value = text.trim();
  const packed = compact.exec(value);
  if (packed) return order === 'ymd' ? dateOf(packed[1]!, packed[2]!, packed[3]!, false) : undefined;
  const match = parts.exec(value);
  if (!match) return undefined;
  const [, a = '', b = '', c = ''] = match;
  const apostrophe = value.includes("'");
  if (order === 'ymd') return a.length === 4 ? dateOf(a, b, c, apostrophe) : undefined;
  if (a.length > 2 || b.length > 2) return undefined;
  return order === 'dmy' ? dateOf(c, b, a, apostrophe) : dateOf(c, a, b, apostrophe);
}

function dateOf(yearText: string, monthText: string, dayText: string, apostrophe: boolean): IsoDate | undefined {
  if (yearText.length !== 2 && yearText.length !== 4) return undefined;
  let year = Number(yearText);
  if (yearText.length === 2) year += apostrophe || year < 70 ? 2000 : 1900;
  const month = Number(monthText);
  const day = Number(dayText);
  const candidate = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isIsoDate(candidate) ? isoDateFromParts(year, month, day) : undefined;
}

/** Whether the text is a date in some order: how a date column is told from the others. */
export const isDateLike = (value: string) => dateOrders.some((order) => parseImportDate(value, order) !== undefined);

/**
 * The order that reads the most samples, the first of `preference` on a tie (01/02/2024 reads both
 * ways: a European bank's CSV prefers day first, QIF, an American format, month first).
 */
export function detectDateOrder(
  samples: readonly string[],
  preference: readonly DateOrder[] = ['ymd', 'dmy', 'mdy'],
): DateOrder {
  const values = samples.map((s) => s.trim()).filter(Boolean);
  let best = preference[0] ?? 'ymd';
  let bestCount = -1;
  for (const order of preference) {
    const count = values.filter((value) => parseImportDate(value, order) !== undefined).length;
    if (count > bestCount) {
      best = order;
      bestCount = count;
    }
  }
  return best;
}
