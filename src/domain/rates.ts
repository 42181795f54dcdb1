import type { IsoDate } from './dates';
import { convertCents, type Cents } from './money';

/**
 * One dated exchange-rate table, base USD: `rates[code]` is how many units of `code` one US dollar
 * buys. USD may be absent and then means 1 (server-behaviour.md, "Exchange rates").
 */
export interface RateTable {
  date: IsoDate;
  rates: Readonly<Record<string, number>>;
}

/**
 * Currencies fixed 1:1 to another. Rate providers often omit them, so a pegged code borrows its
 * anchor's rate when the table has none of its own. FOK (Faroese krona) and KID (Kiribati dollar) are
 * the common gaps; TVD (Tuvaluan dollar) is likewise 1:1 with AUD, and the Crown Dependencies' pounds
 * GGP (Guernsey), JEP (Jersey) and IMP (Isle of Man) are 1:1 with GBP.
 */
export const pegs = {
  FOK: 'DKK',
  KID: 'AUD',
  TVD: 'AUD',
  GGP: 'GBP',
  JEP: 'GBP',
  IMP: 'GBP',
} as const;

function validRate(rate: number | undefined): number | undefined {
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? rate : undefined;
}

function ownRate(table: RateTable, currency: string): number | undefined {
  // hasOwn: an inherited key such as 'constructor' is not a rate.
  return Object.hasOwn(table.rates, currency) ? validRate(table.rates[currency]) : undefined;
}

/** Units of `currency` per 1 USD in `table`, or undefined when the table has no usable rate for it. */
export function usdRate(table: RateTable, currency: string): number | undefined {
  if (currency === 'USD') return 1;
  const own = ownRate(table, currency);
  if (own !== undefined) return own;
  if (!Object.hasOwn(pegs, currency)) return undefined;
  return ownRate(table, pegs[currency as keyof typeof pegs]);
}

/** Every rate table known, searchable by date. Pure: the tables are passed in. */
export class RateBook {
  /** Sorted by date, one table per date (a later table in the input replaces an earlier one of the same date). */
  private readonly tables: readonly RateTable[];

  constructor(tables: readonly RateTable[]) {
    const byDate = new Map<string, RateTable>();
    for (const table of tables) byDate.set(table.date, table);
    this.tables = [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  }

  /** The table of the nearest date on or before `date`, else the nearest later one; undefined when there is none. */
  tableFor(date: IsoDate): RateTable | undefined {
    const tables = this.tables;
    // Index of the first table dated after `date`.
    let low = 0;
    let high = tables.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const table = tables[mid];
      if (table !== undefined && table.date <= date) low = mid + 1;
      else high = mid;
    }
    return tables[low - 1] ?? tables[low];
  }

  latest(): RateTable | undefined {
    return this.tables[this.tables.length - 1];
  }

  /**
   * `cents` of `from` in `to`, both rates taken from the same table (the one for `date`, or the latest),
   * rounded half away from zero. Undefined means "rate missing": it is never guessed as 0 or 1.
   * The same currency converts to itself without any table.
   */
  convert(cents: Cents, from: string, to: string, date: IsoDate | 'latest'): Cents | undefined {
    if (from === to) return cents;
    const table = date === 'latest' ? this.latest() : this.tableFor(date);
    if (table === undefined) return undefined;
    const fromRate = usdRate(table, from);
    const toRate = usdRate(table, to);
    if (fromRate === undefined || toRate === undefined) return undefined;
    return convertCents(cents, toRate / fromRate);
  }
}
