import { useSyncExternalStore } from 'react';
import type { MoneyKitchenDb } from '../../db/database';
import { outboxCount } from '../../db/queries/outboxCount';

/** How many changes wait to be sent, live; 0 until first counted. */
export function useOutboxCount(db: MoneyKitchenDb): number {
  const count = outboxCount(db);
  return useSyncExternalStore(count.subscribe, () => count.latest() ?? 0);
}
