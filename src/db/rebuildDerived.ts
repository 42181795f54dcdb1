import type { MoneyKitchenDb } from './database';
import { DerivedChanges } from './derived';
import { readHistoryState } from './historyState';

/**
 * The tables a rebuild reads and writes, for a caller that runs it inside a transaction of its own
 * (Recalculate Reports). syncState: the rebuild keeps the totals of history still arriving (step 12).
 */
export function rebuildTables(db: MoneyKitchenDb) {
  return [
    db.transactions,
    db.transfers,
    db.balances,
    db.days,
    db.categoryUse,
    db.accountDays,
    db.accountTotals,
    db.syncState,
  ];
}

/**
 * "Recalculate": rebuilds every derived table from the transactions and transfers, in one
 * transaction. While a first sync is still bringing the history, the balances keep the totals of
 * what is to come.
 */
export async function rebuildDerived(db: MoneyKitchenDb): Promise<{ currencies: number; transactions: number }> {
  return db.transaction('rw', rebuildTables(db), async () => {
    await Promise.all([
      db.balances.clear(),
      db.days.clear(),
      db.categoryUse.clear(),
      db.accountDays.clear(),
      db.accountTotals.clear(),
    ]);
    const changes = new DerivedChanges(false);
    for (const sum of (await readHistoryState(db))?.pending ?? []) changes.addPending(sum, 1);
    let transactions = 0;
    await db.transactions.each((record) => {
      transactions += 1;
      changes.replace(undefined, record);
    });
    await db.transfers.each((record) => {
      changes.replaceTransfer(undefined, record);
    });
    await changes.writeTo(db);
    return { currencies: await db.balances.count(), transactions };
  });
}
