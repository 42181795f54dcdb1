import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { MoneyKitchenDb } from '../database';

let opened = 0;

/**
 * Test-only: a database in an IndexedDB of its own, so tests never share rows. liveQuery (and so
 * useLiveQuery) silently never runs unless Dexie found an indexedDB global when it loaded, which Node
 * and jsdom lack: give it one.
 */
/**
 * Test-only: adds one record per item through `add`, each after the one before, so their ids
 * (UUIDv7) grow in the items' order. Answers the records as added.
 */
export async function addInOrder<T, R>(items: readonly T[], add: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const added: R[] = [];
  for (const [index, item] of items.entries()) added.push(await add(item, index));
  return added;
}

export function freshTestDb(): MoneyKitchenDb {
  Dexie.dependencies.indexedDB ??= new IDBFactory();
  Dexie.dependencies.IDBKeyRange ??= IDBKeyRange;
  opened += 1;
  return new MoneyKitchenDb(`queries-test-${opened}`, { indexedDB: new IDBFactory(), IDBKeyRange });
}
