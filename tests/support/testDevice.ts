import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import ky from 'ky';
import { MoneyKitchenDb } from '../../src/db/database';
import { SyncEngine } from '../../src/sync/engine';
import { httpTransport } from '../../src/sync/httpTransport';
import type { SyncTransport } from '../../src/sync/transport';
import type { TestUser } from './accounts';
import type { TestApi } from './testApi';

export interface TestDevice {
  db: MoneyKitchenDb;
  engine: SyncEngine;
  /** The transport the engine uses; tests wrap it to drop or repeat messages. */
  transport: SyncTransport;
  /** Cuts the device off: every call fails as with no network. */
  offline: boolean;
  /** The access token the device sends; tests replace it to model an expired session and a new sign-in. */
  token: string;
}

let devices = 0;

/**
 * A browser of its own (a separate fake IndexedDB) signed in as `user`, syncing through the real
 * HTTP client code against the in-process server app.
 */
export function testDevice(
  api: TestApi,
  user: TestUser,
  wrap: (t: SyncTransport) => SyncTransport = (t) => t,
): TestDevice {
  devices += 1;
  const device = { offline: false, token: user.access } as TestDevice;
  const http = ky.create({
    prefixUrl: 'http://money.test/api/',
    retry: 0,
    hooks: { beforeRequest: [(request) => request.headers.set('authorization', `Bearer ${device.token}`)] },
    fetch: async (input, init) => {
      if (device.offline) throw new TypeError('Failed to fetch');
      return api.app.request(input instanceof Request ? input : String(input), init);
    },
  });
  // Each device gets its own IndexedDB, as two browsers would.
  device.db = new MoneyKitchenDb(`device-${devices}`, { indexedDB: new IDBFactory(), IDBKeyRange });
  device.transport = wrap(httpTransport(http));
  device.engine = new SyncEngine(device.db, device.transport, { exclusive: (_name, work) => work() });
  return device;
}
