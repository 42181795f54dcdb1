import Dexie from 'dexie';
import { categoriesFor } from '../../domain/categories';
import type { TransactionKind } from '../../domain/records';
import type { MoneyKitchenDb } from '../database';

/** The categories offered for a type: the person's own, most used first, with defaults for a new person. */
export async function categoryOptions(db: MoneyKitchenDb, kind: TransactionKind): Promise<string[]> {
  const used = await db.categoryUse
    .where('[kind+category]')
    .between([kind, Dexie.minKey], [kind, Dexie.maxKey], true, true)
    .toArray();
  return categoriesFor(kind, used);
}

/** Every category in use, of either type, once each and in the person's alphabetical order (the filter's list). */
export async function categoriesInUse(db: MoneyKitchenDb): Promise<string[]> {
  const names = new Set<string>();
  await db.categoryUse.each((row) => {
    if (row.category) names.add(row.category);
  });
  return [...names].sort(new Intl.Collator(undefined, { sensitivity: 'base', numeric: true }).compare);
}
