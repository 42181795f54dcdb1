import type { MoneyKitchenDb } from '../db/database';
import { deletesOccurrence, rememberDeletedOccurrences } from '../db/deletedOccurrences';
import { DerivedChanges } from '../db/derived';
import { applyLocally, writeTables } from '../db/localRecords';
import { maxMutationsPerPush, protocolVersion, type Change, type PushResult } from '../domain/mutations';
import { rebased } from './rebase';
import { clientIdOf } from './syncState';
import type { SyncTransport } from './transport';

/**
 * Protocol step 3: sends the outbox in order, in batches, until it is empty, or until `stopEarly`
 * says, between two batches, that something waits for the sync's turn (an import: src/db/webLocks.ts).
 * Only an answer removes an entry, so a lost response means the same batch is sent again and the
 * server skips what it already applied. Returns how many entries were answered.
 */
export async function pushOutbox(
  db: MoneyKitchenDb,
  transport: SyncTransport,
  batchSize = maxMutationsPerPush,
  stopEarly: () => Promise<boolean> = async () => false,
): Promise<number> {
  const clientId = await clientIdOf(db);
  let answered = 0;
  for (;;) {
    if (answered > 0 && (await stopEarly())) return answered;
    const batch = await db.outbox.orderBy('number').limit(batchSize).toArray();
    if (batch.length === 0) return answered;
    const { results } = await transport.push({
      protocol: protocolVersion,
      client_id: clientId,
      mutations: batch.map(({ number, name, args }) => ({ number, name, args })),
    });
    await settle(db, batch, results);
    answered += batch.length;
  }
}

async function settle(
  db: MoneyKitchenDb,
  batch: { number: number; recordKey: string; name: string }[],
  results: PushResult[],
) {
  const byNumber = new Map(results.map((result) => [result.number, result]));
  await db.transaction('rw', writeTables(db), async () => {
    const derived = new DerivedChanges();
    // Answered entries leave the outbox a run at a time, as one key range: the batch holds every
    // entry numbered between its first and last (numbers only grow), so a run of answered entries
    // is a range, deleted by one request where a delete per key made 500 requests in one task of
    // the page (about 20 ms of its thread, 40 ms at worst, on a 2-core machine). An entry left
    // unanswered ends a run, and a refusal first removes the run before it, so its rebase sees the
    // same later entries as it did one delete at a time.
    let run: { first: number; last: number } | undefined;
    const removeAnswered = async () => {
      if (!run) return;
      const { first, last } = run;
      run = undefined;
      await db.outbox.where(':id').between(first, last, true, true).delete();
    };
    for (const entry of batch) {
      const result = byNumber.get(entry.number);
      if (!result) {
        await removeAnswered();
        continue;
      }
      run = { first: run?.first ?? entry.number, last: entry.number };
      if (result.status === 'applied') continue;
      await removeAnswered();
      // A deleted occurrence this device made again: the delete was the person's own, so the copy
      // goes quietly and the tombstone is kept (protocol step 4); there is nothing to tell them.
      const tombstone = result.current?.deleted && { ...result.current, op: 'delete' as const };
      if (tombstone && deletesOccurrence(tombstone)) await rememberDeletedOccurrences(db, [tombstone]);
      else
        await db.rejections.add({
          name: entry.name as never,
          recordKey: entry.recordKey,
          error: result.error ?? 'The server refused this change.',
          at: new Date().toISOString(),
        });
      // Put the server's version back, with the later local edits of it that still wait replayed
      // on it; a later waiting put or delete keeps the local copy (protocol step 6).
      if (result.current) {
        const { kind, id, record } = result.current;
        const server = (record ? { kind, op: 'put', id, record } : { kind, op: 'delete', id }) as Change;
        const waiting = await db.outbox.where('recordKey').equals(entry.recordKey).sortBy('number');
        const shown = rebased(server, waiting);
        if (shown) await applyLocally(db, [shown], derived);
      }
    }
    await removeAnswered();
    await derived.writeTo(db);
  });
}
