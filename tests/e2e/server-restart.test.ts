import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, expect, it } from 'vitest';
import { runCommand } from '../../src/db/commands/runCommand';
import { MoneyKitchenDb } from '../../src/db/database';
import type { Change } from '../../src/domain/mutations';
import type { TransactionRecord } from '../../src/domain/records';
import { SyncEngine } from '../../src/sync/engine';
import { httpTransport } from '../../src/sync/httpTransport';
import type { SyncTransport } from '../../src/sync/transport';
import { startBuiltServer, type BuiltServer } from '../support/builtServer';
import { signedInClient, verifiedUser } from '../support/e2eAccounts';
import { postgresIsReachable } from '../support/postgres';
import { scratchPostgresDatabase } from '../support/scratchPostgres';
import { withoutMadeAccounts } from '../support/serverRecords';

const dataDir = mkdtempSync(join(tmpdir(), 'money-kitchen-restart-'));
let server: BuiltServer | undefined;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  await server?.stop();
  for (const cleanup of cleanups) await cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

// Like the API suite: PostgreSQL too where it answers, and always in CI.
const databases = ['sqlite', ...(process.env.CI === 'true' || (await postgresIsReachable()) ? ['postgres'] : [])];

const count = 3000;
const record = (i: number): TransactionRecord => ({
  id: `restart-${String(i).padStart(5, '0')}`,
  amount_cents: (100 + i) as TransactionRecord['amount_cents'],
  currency: 'USD',
  trans_status: 'withdraw',
  category: 'Food',
  trans_details: '',
  date: '2026-03-10' as TransactionRecord['date'],
  created_at: '2026-03-10T10:00:00.000Z',
  scheduled_id: null,
  wish_id: null,
});

it.each(databases)(
  'loses nothing acknowledged and applies nothing twice when the server is killed mid-push (%s)',
  async (database) => {
    const env: Record<string, string> = {};
    if (database === 'postgres') {
      const scratch = await scratchPostgresDatabase();
      cleanups.push(scratch.drop);
      env.DATABASE_URL = scratch.url;
    }
    server = await startBuiltServer({ dataDir, env });
    const port = Number(new URL(server.baseUrl).port);
    const user = await verifiedUser(server.baseUrl, dataDir, 'restart');
    const http = await signedInClient(server.baseUrl, user);

    let pushes = 0;
    const crashing = (inner: SyncTransport): SyncTransport => ({
      ...inner,
      async push(request) {
        pushes += 1;
        const answer = inner.push(request);
        // The second batch is on its way when the process dies.
        if (pushes === 2) setTimeout(() => server?.process.kill('SIGKILL'), 15);
        return answer;
      },
    });
    const db = new MoneyKitchenDb(`restart-device-${database}`, { indexedDB: new IDBFactory(), IDBKeyRange });
    const engine = new SyncEngine(db, crashing(httpTransport(http)), { exclusive: (_name, work) => work() });
    const changes: Change[] = Array.from({ length: count }, (_, i) => ({
      kind: 'transaction',
      op: 'put',
      id: record(i).id,
      record: record(i),
    }));
    await runCommand(db, changes);
    // Every tenth is deleted afterwards: a put applied again after its delete would bring it back.
    const deleted = (i: number) => i % 10 === 0;
    const deletes: Change[] = changes
      .filter((_, i) => deleted(i))
      .map((c) => ({ kind: 'transaction', op: 'delete', id: c.id }));
    await runCommand(db, deletes);

    await engine.syncNow();
    expect(engine.getStatus().state).toBe('offline');
    const waiting = await db.outbox.count();
    expect(waiting).toBeGreaterThan(0);
    expect(waiting).toBeLessThan(count);

    server = await startBuiltServer({ dataDir, port, env });
    await engine.syncNow();
    expect(engine.getStatus().state).toBe('idle');
    expect(await db.outbox.count()).toBe(0);

    const onServer = new Map<string, number>();
    let after = 0;
    for (;;) {
      const page = (await http.get('sync/pull/', { searchParams: { protocol: 1, after, limit: 1000 } }).json()) as {
        changes: { id: string; kind: string; deleted: boolean }[];
        cursor: number;
        more: boolean;
      };
      // The transactions: the account of their currency, made on first use, comes with them.
      for (const change of withoutMadeAccounts(page.changes).filter((c) => !c.deleted))
        onServer.set(change.id, (onServer.get(change.id) ?? 0) + 1);
      after = page.cursor;
      if (!page.more) break;
    }
    expect(onServer.size).toBe(count - count / 10);
    expect([...onServer.values()].every((times) => times === 1)).toBe(true);
    const listed = await http
      .get('finance-management/get-networth-details/')
      .json<{ networth_details: Record<string, number> }>();
    const kept = Array.from({ length: count }, (_, i) => i).filter((i) => !deleted(i));
    expect(pushes).toBe(8);
    const expected = -kept.reduce((sum, i) => sum + 100 + i, 0) / 100;
    expect(listed.networth_details.USD).toBeCloseTo(expected, 2);
    db.close();
    await server.stop();
  },
);
