import type { Kysely, Transaction } from 'kysely';
import * as v from 'valibot';
import { diffFields, mergePatch } from '../../src/domain/merge';
import type { Change, PatchChange } from '../../src/domain/mutations';
import { recordSchemas, type RecordKind, type RecordKinds } from '../../src/domain/records';
import { withActivity } from '../../src/domain/schedule';
import type { Schema } from '../db/schema';
import { conflictsRepository } from './conflicts.repository';
import type { AnnounceChange } from '../live/changeAnnouncer';
import { recordsRepository } from './records.repository';
import { currencyTotalViolation, updateCurrencyTotals } from './currencyTotalRule';
import { deletedOccurrenceViolation } from './deletedOccurrenceRule';
import { ruleViolation } from './recordRules';

export interface RecordsDeps {
  db: Kysely<Schema>;
  clock: () => Date;
  /** Tells the person's open devices after a commit (protocol step 10); nothing by default. */
  announce?: AnnounceChange;
}

/**
 * The one write path for records, shared by sync pushes and the REST endpoints, so a record made by
 * either is the same record (protocol step 4: in server order; field by field for a patch, step 11).
 */
export function recordsService({ db, clock, announce = async () => {} }: RecordsDeps) {
  async function applyIn(trx: Transaction<Schema>, userId: string, sent: Change): Promise<string | undefined> {
    const outcome = await write(trx, userId, sent, null);
    return 'error' in outcome ? outcome.error : undefined;
  }

  /** Writes a change; answers the rule it breaks, or the change number it took. */
  async function write(
    trx: Transaction<Schema>,
    userId: string,
    sent: Change,
    editedAt: string | null,
    known?: RecordKinds[RecordKind],
  ): Promise<{ error: string } | { seq: number }> {
    const records = recordsRepository(trx);
    // A patch has read the record already: one read per write, not two.
    const current = known ?? (await records.find(userId, sent.kind, sent.id));
    const change = withScheduledActivity(sent, current, clock());
    const violation =
      ruleViolation(change, current) ??
      (await deletedOccurrenceViolation(records, userId, change, current)) ??
      (await currencyTotalViolation(records, userId, change, current));
    if (violation) return { error: violation };
    const seq = await records.nextSeq(userId);
    const now = clock().toISOString();
    if (change.op === 'put') await records.put(userId, change.kind, change.record, seq, now, editedAt);
    else if (current) await records.remove(userId, change.kind, change.id, seq, now);
    await updateCurrencyTotals(records, userId, change, current);
    return { seq };
  }

  /**
   * Protocol steps 4 and 11, field by field: the patch is merged into the stored record (src/domain/merge.ts)
   * and the merged record goes through the same checks and the same write as a put, so its derived
   * totals follow the merged record. The values it overwrote after another device changed them are
   * kept as conflicts with the change's number, in the same database transaction.
   */
  async function applyPatchIn(
    trx: Transaction<Schema>,
    userId: string,
    patch: PatchChange,
  ): Promise<string | undefined> {
    const records = recordsRepository(trx);
    const current = await records.find(userId, patch.kind, patch.id);
    if (!current) return deletedRecordText;
    const { record, conflicts } = mergePatch(current, patch.fields);
    // Every field already holds what the patch sets (a device made the same change): nothing to write.
    if (Object.keys(diffFields(current, record)).length === 0) return undefined;
    const parsed = v.safeParse(recordSchemas[patch.kind] as v.GenericSchema<unknown, RecordKinds[RecordKind]>, record);
    if (!parsed.success) return parsed.issues[0].message;
    const keptAt = conflicts.length > 0 ? await records.editedAt(userId, patch.kind, patch.id) : undefined;
    const change = { kind: patch.kind, op: 'put', id: patch.id, record: parsed.output } as Change;
    const outcome = await write(trx, userId, change, patch.at, current);
    if ('error' in outcome) return outcome.error;
    await conflictsRepository(trx).add(
      userId,
      { kind: patch.kind, recordId: patch.id, seq: outcome.seq, keptAt: keptAt ?? patch.at, wonAt: patch.at },
      conflicts,
    );
    return undefined;
  }

  return {
    applyIn,
    applyPatchIn,

    /** Applies changes together (all or none); answers the first rule they break, if any. */
    async apply(userId: string, changes: Change[]): Promise<string | undefined> {
      const refused = await db
        .transaction()
        .execute(async (trx) => {
          await recordsRepository(trx).lockWrites(userId);
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
      if (refused === undefined && changes.length > 0) await announce(userId);
      return refused;
    },

    announce,

    find<K extends RecordKind>(userId: string, kind: K, id: string): Promise<RecordKinds[K] | undefined> {
      // Ids from a URL path: none holds U+0000 (validate.ts refuses it), and PostgreSQL cannot even look.
      if (id.includes('\u0000')) return Promise.resolve(undefined);
      return recordsRepository(db).find(userId, kind, id);
    },
  };
}

class RuleViolation extends Error {}

/** A patch edits a record that stands; one deleted (or never made) has no fields to change. */
export const deletedRecordText = 'This was deleted on another device, so the edit could not be saved.';

/** A scheduled item's resume time is the server's to settle, whoever writes it (src/domain/schedule.ts). */
function withScheduledActivity(change: Change, current: RecordKinds[RecordKind] | undefined, now: Date): Change {
  if (change.kind !== 'scheduled' || change.op !== 'put') return change;
  return { ...change, record: withActivity(current as RecordKinds['scheduled'] | undefined, change.record, now) };
}

export type RecordsService = ReturnType<typeof recordsService>;
