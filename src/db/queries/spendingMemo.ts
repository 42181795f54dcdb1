import Dexie from 'dexie';
import type { Spending } from '../../domain/budgets';
import { monthKey, type Month } from '../../domain/dates';
import type { MoneyKitchenDb } from '../database';

/**
 * What each category spent per month in a budget's currency, remembered between reads of the
 * Budgets screen until a day row or a rate table of the database changes. A rollover carry builds up
 * from the month its budget began, so without it every visit read a year of day rows and rate tables
 * again to draw this month's bars (budget 50 ms). Any write to either table, from this tab, another
 * or the pull worker (Dexie's `storagemutated`, the event its live queries follow), forgets it all.
 */
export interface SpendingMemo {
  /** Changes with every forgetting: a figure read before one is not kept after it. */
  readonly generation: number;
  get(category: string, month: Month, currency: string): Spending | undefined;
  /** Keeps a figure read while `generation` held, unless the data changed since. */
  set(category: string, month: Month, currency: string, spending: Spending, generation: number): void;
}

const memos = new WeakMap<MoneyKitchenDb, SpendingMemo>();

export function spendingMemo(db: MoneyKitchenDb): SpendingMemo {
  let memo = memos.get(db);
  if (!memo) memos.set(db, (memo = newMemo(db)));
  return memo;
}

/** One figure's key: its month, currency and category. */
export const spendingKey = (category: string, month: Month, currency: string) =>
  `${monthKey(month)} ${currency} ${category}`;

function newMemo(db: MoneyKitchenDb): SpendingMemo {
  const figures = new Map<string, Spending>();
  let generation = 0;
  const watched = [db.days.name, db.rates.name].map((table) => `idb://${db.name}/${table}/`);
  const forget = (parts: Record<string, unknown>) => {
    if (!Object.keys(parts).some((part) => watched.some((prefix) => part.startsWith(prefix)))) return;
    generation += 1;
    figures.clear();
  };
  Dexie.on('storagemutated', forget);
  db.on('close', () => Dexie.on('storagemutated').unsubscribe(forget));
  return {
    get generation() {
      return generation;
    },
    get: (category, month, currency) => figures.get(spendingKey(category, month, currency)),
    set(category, month, currency, spending, readIn) {
      if (readIn === generation) figures.set(spendingKey(category, month, currency), spending);
    },
  };
}
