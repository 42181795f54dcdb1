import type { IsoDate } from '../domain/dates';
import type { CurrencySum } from '../domain/history';
import type { MoneyKitchenDb } from './database';

/**
 * How far back a first sync has brought the history (docs/sync-protocol.md, step 12). Kept in
 * `syncState` beside the cursor and written in the same transaction as each part that arrives, so a
 * device that stops midway resumes where it stopped. No row: the device holds the whole history.
 */
export interface HistoryState {
  /** Every day from this one on is complete here; the transactions before it have not arrived. */
  before: IsoDate;
  /** What the transactions before `before` add up to per currency; the balances include it. */
  pending: CurrencySum[];
  /** The cursor at which `pending` was read from the server; behind the cursor it may be stale. */
  pendingAt: number;
}

export async function readHistoryState(db: MoneyKitchenDb): Promise<HistoryState | undefined> {
  const value = (await db.syncState.get('history'))?.value;
  return value ? (JSON.parse(value) as HistoryState) : undefined;
}

export async function writeHistoryState(db: MoneyKitchenDb, state: HistoryState | undefined): Promise<void> {
  if (state) await db.syncState.put({ key: 'history', value: JSON.stringify(state) });
  else await db.syncState.delete('history');
}
