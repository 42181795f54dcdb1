import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { MoneyKitchenDb } from '../database';

let opened = 0;

/**
 * Test-only: a database in an IndexedDB of its own, so tests never share rows. liveQuery (and so
 * useLiveQuery) silently never runs unless Dexie found an indexedDB global when it loaded, which Node
 * and jsdom lack: give it one.
 */
export function freshTestDb(): MoneyKitchenDb {
  Dexie.dependencies.indexedDB ??= new IDBFactory();
  Dexie.dependencies.IDBKeyRange ??= IDBKeyRange;
  opened += 1;
  return new MoneyKitchenDb(`queries-test-${opened}`, { indexedDB: new IDBFactory(), IDBKeyRange });
}
