import { clampPage, pagesFor } from '../../domain/pagination';
import type { ScheduledRecord } from '../../domain/records';
import type { MoneyKitchenDb } from '../database';

/** Spec section 9: default page size. */
export const scheduledPerPage = 10;

/** One page of a list, moved into range when the list is shorter than the page asked for. */
export interface ListPage<T> {
  rows: T[];
  page: number;
  numPages: number;
  perPage: number;
  totalCount: number;
}

/** Page `page` of rows already in list order. */
export function slicePage<T>(rows: readonly T[], page: number, perPage: number): ListPage<T> {
  const totalCount = rows.length;
  const numPages = pagesFor(totalCount, perPage);
  const current = clampPage(page, numPages);
  const start = (current - 1) * perPage;
  return { rows: rows.slice(start, start + perPage), page: current, numPages, perPage, totalCount };
}

/** In the order they fire in a month: by day of month, then oldest first (ids are UUIDv7). */
function byDay(a: ScheduledRecord, b: ScheduledRecord): number {
  return a.day_of_month - b.day_of_month || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * One page of the scheduled transactions. A person has a handful of them, so the table is read whole
 * (it has no index but the id) and sorted here.
 */
export async function scheduledPage(db: MoneyKitchenDb, page: number): Promise<ListPage<ScheduledRecord>> {
  const rows = await db.scheduled.toArray();
  return slicePage(rows.sort(byDay), page, scheduledPerPage);
}

export function scheduledById(db: MoneyKitchenDb, id: string): Promise<ScheduledRecord | undefined> {
  return db.scheduled.get(id);
}
