import type { Kysely, Transaction } from 'kysely';
import {
  mutationTarget,
  parseMutation,
  type PullResponse,
  type PushRequest,
  type PushResult,
} from '../../src/domain/mutations';
import { thenGiveWay } from '../db/giveWay';
import type { Schema } from '../db/schema';
import { usersRepository } from '../accounts/users.repository';
import { conflictsRepository } from '../records/conflicts.repository';
import { recordsRepository } from '../records/records.repository';
import type { RecordsService } from '../records/records.service';
import { scheduledTimeViolation } from '../records/scheduledTimesRule';
import { newestChange } from '../records/newestChange';
import { databaseIdentity } from './databaseIdentity';
import { historyService } from './history.service';
import { pulledChange } from './pulledChange';
import { syncClientsRepository } from './syncClients.repository';

/** Mutations of a push applied per database transaction. */
export const pushChunkSize = 50;

export interface SyncDeps {
  db: Kysely<Schema>;
  records: RecordsService;
  clock: () => Date;
}

export function syncService({ db, records, clock }: SyncDeps) {
  async function applyOne(
    trx: Transaction<Schema>,
    userId: string,
    number: number,
    name: string,
    args: unknown,
    accountCreatedAt: () => Promise<string | undefined>,
  ): Promise<PushResult> {
    const change = parseMutation(name, args);
    const error =
      'error' in change
        ? change.error
        : ((await scheduledTimeViolation(recordsRepository(trx), userId, change, accountCreatedAt)) ??
          (change.op === 'patch'
            ? await records.applyPatchIn(trx, userId, change)
            : await records.applyIn(trx, userId, change)));
    if (!error) return { number, status: 'applied' };
    // The refused record as the server has it, so the device can put its copy back.
    const target = mutationTarget(name, args);
    if (!target) return { number, status: 'rejected', error };
    const stored = recordsRepository(trx);
    const record = (await stored.find(userId, target.kind, target.id)) ?? null;
    // A tombstone is said as such, so the device can keep it (a deleted occurrence it re-made).
    const deleted = record === null && (await stored.isTombstone(userId, target.kind, target.id));
    return { number, status: 'rejected', error, current: { ...target, record, ...(deleted && { deleted }) } };
  }

  return {
    /** Protocol step 12: a new device's first sync, newest first. */
    ...historyService(db),

    /**
     * Protocol step 3: the batch runs in database transactions of `pushChunkSize` mutations, each
     * recording the device's last number with the changes it made, so a crash between them leaves
     * whole mutations applied and the device's retry skips exactly those. Mutations already applied
     * for this device are answered again without being re-run. Between chunks it gives way (giveWay.ts):
     * on SQLite one transaction of 500 mutations held it for the whole push (issue 49, item 5).
     */
    async push(userId: string, request: PushRequest): Promise<PushResult[]> {
      let changed = false;
      const results: PushResult[] = [];
      let created: Promise<string | undefined> | undefined;
      for (let start = 0; start === 0 || start < request.mutations.length; start += pushChunkSize) {
        const chunk = request.mutations.slice(start, start + pushChunkSize);
        const applyChunk = () =>
          db.transaction().execute(async (trx) => {
            const clients = syncClientsRepository(trx);
            const applied = await clients.claim(userId, request.client_id, clock().toISOString());
            // Before any record is read (records.repository.ts, lockWrites).
            await recordsRepository(trx).lockWrites(userId);
            let last = applied;
            const accountCreatedAt = () =>
              (created ??= usersRepository(trx)
                .findById(userId)
                .then((user) => user?.created_at));
            const chunkResults: PushResult[] = [];
            for (const mutation of chunk) {
              if (mutation.number <= applied) {
                chunkResults.push({ number: mutation.number, status: 'applied' });
                continue;
              }
              const result = await applyOne(
                trx,
                userId,
                mutation.number,
                mutation.name,
                mutation.args,
                accountCreatedAt,
              );
              changed ||= result.status === 'applied';
              chunkResults.push(result);
              last = mutation.number;
            }
            if (last > applied) await clients.advance(userId, request.client_id, last);
            return chunkResults;
          });
        // Only between chunks: a push of one chunk (the usual) is answered at once.
        const more = start + pushChunkSize < request.mutations.length;
        results.push(...(more ? await thenGiveWay(applyChunk) : await applyChunk()));
      }
      // Committed: now the person's other devices may pull it (protocol step 10).
      if (changed) await records.announce(userId);
      return results;
    },

    /** Protocol step 5. */
    async pull(userId: string, after: number, limit: number): Promise<PullResponse> {
      const stored = await recordsRepository(db).changesAfter(userId, after, limit + 1);
      const page = stored.slice(0, limit);
      const changes = page.map(pulledChange);
      const cursor = page.at(-1)?.seq ?? after;
      // A conflict has the number of the change that made it, and that record's number only grows,
      // so the pages that carry every change also carry every conflict, each once.
      const conflicts = await conflictsRepository(db).between(userId, after, cursor);
      // A cursor past the person's newest change was never handed out by this database: it was
      // restored from a backup older than the device's last pull (docs/sync-protocol.md, "A restored server").
      const unknownCursor = page.length === 0 && after > 0 && (await newestChange(db, userId)) < after;
      return {
        changes,
        conflicts,
        cursor,
        more: stored.length > limit,
        database_id: await databaseIdentity(db),
        ...(unknownCursor ? { unknown_cursor: true as const } : {}),
      };
    },
  };
}

export type SyncService = ReturnType<typeof syncService>;
