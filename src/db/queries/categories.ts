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
