import type { IsoDate } from '../../domain/dates';
import type { RateTable } from '../../domain/rates';
import type { MoneyKitchenDb } from '../database';

/**
 * The rate table a transfer on `date` is compared with: the nearest on or before it, else the first
 * after it (as RateBook.tableFor chooses), read as one row rather than the whole history.
 */
export async function rateTableFor(db: MoneyKitchenDb, date: IsoDate): Promise<RateTable | undefined> {
  return db.transaction('r', db.rates, async () => {
    const before = await db.rates.where('date').belowOrEqual(date).last();
    return (before ?? (await db.rates.orderBy('date').first())) as RateTable | undefined;
  });
}
