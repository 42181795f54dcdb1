import { isDateLike } from './importDates';

/** How far down a bank's block of account details above its table is looked for. */
export const maxTableStart = 30;

/** The rows read after a candidate start to judge it. */
const judged = 10;

/** Most of the rows: a bank's table may end with a closing balance line of another shape. */
const most = (count: number, of: number) => of > 0 && count / of >= 0.8;

/**
 * Where a bank's table begins: its header row, or its first data row in a file without one. Some
 * banks write a block of account lines first ("Kontonummer;DE12…", "Zeitraum;01.11.2026 - 30.11.2026",
 * "Kontostand;4.512,33 EUR"), which a guess from the first row maps to the wrong columns. The table
 * is the first row from which the rows keep one field count and one column holds a date in most
 * rows. Without one, the widest row is a header with no rows under it (an empty month), else the
 * file is read from its first row and the person sets the start.
 */
export function findTableStart(rows: readonly (readonly string[])[]): { start: number; hasHeader: boolean } {
  const last = Math.min(maxTableStart, rows.length - 1);
  for (let start = 0; start <= last; start++) {
    const width = rows[start]!.length;
    if (width < 2) continue;
    const next = rows.slice(start + 1, start + 1 + judged);
    const sameWidth = next.filter((row) => row.length === width);
    // A table of one row has nothing to compare with: it is read whole from where it starts.
    if (next.length > 0 && !most(sameWidth.length, next.length)) continue;
    const body = next.length > 0 ? sameWidth : [rows[start]!];
    const dateColumn = Array.from({ length: width }, (_, i) => i).find((i) =>
      most(body.filter((row) => isDateLike(row[i] ?? '')).length, body.length),
    );
    if (dateColumn === undefined) continue;
    if (!isDateLike(rows[start]![dateColumn] ?? '')) return { start, hasHeader: true };
    // A header written with one field more or less than its rows (a trailing separator) is still theirs.
    const above = rows[start - 1];
    const header = above && Math.abs(above.length - width) <= 1 && !above.some(isDateLike);
    return header ? { start: start - 1, hasHeader: true } : { start, hasHeader: false };
  }
  // No data row: a month without transactions still has its header, the widest row below the block.
  const widest = rows.slice(0, last + 1).reduce((best, row, i) => (row.length > rows[best]!.length ? i : best), 0);
  if (widest > 0) return { start: widest, hasHeader: true };
  const first = rows[0] ?? [];
  return { start: 0, hasHeader: !first.some(isDateLike) };
}
