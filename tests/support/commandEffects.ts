import { expect } from 'vitest';
import type { MoneyKitchenDb } from '../../src/db/database';
import { searchRowOf } from '../../src/db/searchRows';

/** The outbox entries a command queued after the count taken before it, without their queue numbers. */
export async function queuedSince(db: MoneyKitchenDb, countBefore: number) {
  return (await db.outbox.toArray()).slice(countBefore).map(({ number: _, ...entry }) => entry);
}

/** After a command that rewrites transactions, every one of them has its current search row. */
export async function expectSearchRowsCurrent(db: MoneyKitchenDb) {
  const rows = await db.searchRows.toArray();
  for (const record of await db.transactions.toArray()) expect(rows).toContainEqual(searchRowOf(record));
}
