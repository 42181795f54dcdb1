import { clampPage, pagesFor } from '../../domain/pagination';
import type { WishRecord } from '../../domain/records';
import type { MoneyKitchenDb } from '../database';
import type { ListPage } from './scheduled';

/** Spec section 9: default page size. */
export const wishesPerPage = 10;

/**
 * One page of the wishes of `year`, newest first (ids are UUIDv7, and the year index orders equal
 * years by id). The count and the rows are read in one transaction so they always agree.
 */
export function wishPage(db: MoneyKitchenDb, year: number, page: number): Promise<ListPage<WishRecord>> {
  return db.transaction('r', db.wishes, async () => {
    const ofYear = () => db.wishes.where('year').equals(year);
    const totalCount = await ofYear().count();
    const numPages = pagesFor(totalCount, wishesPerPage);
    const current = clampPage(page, numPages);
    const rows = await ofYear()
      .reverse()
      .offset((current - 1) * wishesPerPage)
      .limit(wishesPerPage)
      .toArray();
    return { rows, page: current, numPages, perPage: wishesPerPage, totalCount };
  });
}

/** The wish as stored now: another device may have changed it since the list was drawn. */
export function wishById(db: MoneyKitchenDb, id: string): Promise<WishRecord | undefined> {
  return db.wishes.get(id);
}
