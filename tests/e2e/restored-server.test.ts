import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, expect, it } from 'vitest';
import { runCommand } from '../../src/db/commands/runCommand';
import { MoneyKitchenDb } from '../../src/db/database';
import type { TransactionRecord } from '../../src/domain/records';
import { SyncEngine } from '../../src/sync/engine';
import { httpTransport } from '../../src/sync/httpTransport';
import { startBuiltServer, type BuiltServer } from '../support/builtServer';
import { signedInClient, verifiedUser } from '../support/e2eAccounts';
import { aTransaction } from '../support/records';

const dataDir = mkdtempSync(join(tmpdir(), 'money-kitchen-restored-'));
const backupDir = mkdtempSync(join(tmpdir(), 'money-kitchen-backup-'));
let server: BuiltServer | undefined;
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(backupDir, { recursive: true, force: true });
});

const file = 'money-kitchen.sqlite';
const tx = (id: string, cents: number): TransactionRecord =>
  aTransaction({ id, amount_cents: cents as TransactionRecord['amount_cents'], currency: 'USD', trans_details: id });

it('after the database is restored from a backup, a device sends its waiting change, then syncs again from the start without signing in', async () => {
  server = await startBuiltServer({ dataDir });
  const port = Number(new URL(server.baseUrl).port);
  const user = await verifiedUser(server.baseUrl, dataDir, 'restored');
  const http = await signedInClient(server.baseUrl, user);
  const db = new MoneyKitchenDb('restored-device', { indexedDB: new IDBFactory(), IDBKeyRange });
  const engine = new SyncEngine(db, httpTransport(http), { exclusive: (_name, work) => work() });
  const put = (record: TransactionRecord) =>
    runCommand(db, [{ kind: 'transaction', op: 'put', id: record.id, record }]);
  const restart = async () => {
    await server!.stop();
    server = await startBuiltServer({ dataDir, port });
  };

  await put(tx('kept', 100));
  await engine.syncNow();
  // The backup: the server stopped, its file copied.
  await server.stop();
  copyFileSync(join(dataDir, file), join(backupDir, file));
  server = await startBuiltServer({ dataDir, port });

  // Acknowledged after the backup, so lost with the restore (what failover, not a backup, keeps).
  await put(tx('lost-with-the-restore', 200));
  await engine.syncNow();
  expect(await db.outbox.count()).toBe(0);

  // The restore: stopped, the copy put back, the identity renewed, started again.
  await server.stop();
  for (const suffix of ['-wal', '-shm']) rmSync(join(dataDir, `${file}${suffix}`), { force: true });
  copyFileSync(join(backupDir, file), join(dataDir, file));
  expect(existsSync(join(dataDir, file))).toBe(true);
  const renewed = spawnSync(process.execPath, ['dist/server/main.js', 'renew-database-identity'], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'info', RATES_REFRESH_HOURS: '0' },
    encoding: 'utf8',
  });
  expect(renewed.status, renewed.stderr).toBe(0);
  expect(renewed.stdout).toMatch(/identity is now/);
  await restart();

  // The restored server numbers new changes again from the backup's: past the device's cursor.
  const add = (id: string) =>
    http.post('sync/push/', {
      json: {
        protocol: 1,
        client_id: 'another-device',
        mutations: [{ number: Number(id.at(-1)), name: 'transaction.put.v1', args: tx(id, 300) }],
      },
    });
  await add('after-restore-1');
  await add('after-restore-2');
  await add('after-restore-3');
  // Made on the device while it did not know of the restore.
  await put(tx('waiting-on-the-device', 400));

  await engine.syncNow();
  expect(engine.getStatus().state).toBe('idle');
  expect(await db.outbox.count()).toBe(0);
  const onDevice = (await db.transactions.toArray()).map((t) => t.id).sort();
  expect(onDevice).toEqual(['after-restore-1', 'after-restore-2', 'after-restore-3', 'kept', 'waiting-on-the-device']);
  const pulled = (await http.get('sync/pull/', { searchParams: { protocol: 1, after: 0, limit: 100 } }).json()) as {
    changes: { id: string; kind: string; deleted: boolean }[];
  };
  const onServer = pulled.changes
    .filter((c) => c.kind === 'transaction' && !c.deleted)
    .map((c) => c.id)
    .sort();
  expect(onServer).toEqual(onDevice);
  expect((await db.balances.toArray()).map((b) => [b.currency, b.cents])).toEqual([['USD', -(100 + 300 * 3 + 400)]]);
  db.close();
}, 120_000);
