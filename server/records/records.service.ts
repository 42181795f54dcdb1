import type { Kysely, Transaction } from 'kysely';
import type { Change } from '../../src/domain/mutations';
import type { RecordKind, RecordKinds } from '../../src/domain/records';
import { withActivity } from '../../src/domain/schedule';
import type { Schema } from '../db/schema';
import { recordsRepository } from './records.repository';
import { currencyTotalViolation, updateCurrencyTotals } from './currencyTotalRule';
import { deletedOccurrenceViolation } from './deletedOccurrenceRule';
import { ruleViolation } from './recordRules';

export interface RecordsDeps {
  db: Kysely<Schema>;
  clock: () => Date;
}

/**
 * The one write path for records, shared by sync pushes and the REST endpoints, so a record made by
 * either is the same record (protocol step 4: last writer wins, in server order).
 */
export function recordsService({ db, clock }: RecordsDeps) {
  async function applyIn(trx: Transaction<Schema>, userId: string, sent: Change): Promise<string | undefined> {
    const records = recordsRepository(trx);
    const current = await records.find(userId, sent.kind, sent.id);
    const change = withScheduledActivity(sent, current, clock());
    const stored = change.kind === 'transaction' ? (current as RecordKinds['transaction'] | undefined) : undefined;
    const violation =
      ruleViolation(change, current) ??
      (await deletedOccurrenceViolation(records, userId, change, current)) ??
      (await currencyTotalViolation(records, userId, change, stored));
    if (violation) return violation;
    const seq = await records.nextSeq(userId);
    const now = clock().toISOString();
    if (change.op === 'put') await records.put(userId, change.kind, change.record, seq, now);
    else if (current) await records.remove(userId, change.kind, change.id, seq, now);
    await updateCurrencyTotals(records, userId, change, stored);
    return undefined;
  }

  return {
    applyIn,

    /** Applies changes together (all or none); answers the first rule they break, if any. */
    async apply(userId: string, changes: Change[]): Promise<string | undefined> {
      return db
        .transaction()
        .execute(async (trx) => {
          for (const change of changes) {
            const violation = await applyIn(trx, userId, change);
            if (violation) throw new RuleViolation(violation);
          }
          return undefined;
        })
        .catch((error: unknown) => {
          if (error instanceof RuleViolation) return error.message;
          throw error;
        });
    },

    find<K extends RecordKind>(userId: string, kind: K, id: string): Promise<RecordKinds[K] | undefined> {
      // Ids from a URL path: none holds U+0000 (validate.ts refuses it), and PostgreSQL cannot even look.
      if (id.includes('\u0000')) return Promise.resolve(undefined);
      return recordsRepository(db).find(userId, kind, id);
    },
  };
}

class RuleViolation extends Error {}

/** A scheduled item's resume time is the server's to settle, whoever writes it (src/domain/schedule.ts). */
function withScheduledActivity(change: Change, current: RecordKinds[RecordKind] | undefined, now: Date): Change {
  if (change.kind !== 'scheduled' || change.op !== 'put') return change;
  return { ...change, record: withActivity(current as RecordKinds['scheduled'] | undefined, change.record, now) };
}

export type RecordsService = ReturnType<typeof recordsService>;
