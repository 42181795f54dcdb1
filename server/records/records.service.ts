import type { Kysely, Transaction } from 'kysely';
import * as v from 'valibot';
import { diffFields, mergePatch } from '../../src/domain/merge';
import type { Change, PatchChange } from '../../src/domain/mutations';
import { type RecordKind, type RecordKinds } from '../../src/domain/records';
import { recordSchemas } from '../../src/domain/recordSchemas';
import { withActivity } from '../../src/domain/schedule';
import type { Schema } from '../db/schema';
import { conflictsRepository } from './conflicts.repository';
import type { AnnounceChange } from '../live/changeAnnouncer';
import { recordsRepository } from './records.repository';
import { moveCurrencyTotals } from './currencyTotalRule';
import { deletedOccurrenceViolation, skipsOccurrence } from './deletedOccurrenceRule';
import { ruleViolation } from './recordRules';
import { accountsFor } from './accountRule';

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
  async function applyIn(
    trx: Transaction<Schema>,
    userId: string,
    sent: Change,
    takeSeq: TakeSeq = () => recordsRepository(trx).nextSeq(userId),
  ): Promise<string | undefined> {
    const current = await recordsRepository(trx).find(userId, sent.kind, sent.id);
    const outcome = await write(trx, userId, sent, current, null, takeSeq);
    return 'error' in outcome ? outcome.error : undefined;
  }

  /** Writes a change over `current`, the stored version; answers the rule it breaks, or the change number it took. */
  async function write(
    trx: Transaction<Schema>,
    userId: string,
    sent: Change,
    current: RecordKinds[RecordKind] | undefined,
    editedAt: string | null,
    takeSeq: TakeSeq,
  ): Promise<{ error: string } | { seq: number }> {
    const records = recordsRepository(trx);
    const change = withScheduledActivity(sent, current, clock());
    const violation = await checkRulesMovingTotals(trx, userId, change, current, takeSeq);
    if (violation) return { error: violation };
    const seq = await takeSeq();
    const now = clock().toISOString();
    if (change.op === 'put') await records.put(userId, change.kind, change.record, seq, now, editedAt);
    // A skip of a scheduled occurrence not made yet deletes an id the server never held: its tombstone
    // is kept all the same, so no device and no apply of the server makes it (protocol step 4).
    else if (current || skipsOccurrence(change)) await records.remove(userId, change.kind, change.id, seq, now);
    return { seq };
  }

  /**
   * Checks the rules a change over `current` must keep, moving the currency totals with it and making
   * the accounts it names on first use: answers the rule it breaks, having moved and made nothing then.
   */
  async function checkRulesMovingTotals(
    trx: Transaction<Schema>,
    userId: string,
    change: Change,
    current: RecordKinds[RecordKind] | undefined,
    takeSeq: TakeSeq,
  ): Promise<string | undefined> {
    const records = recordsRepository(trx);
    const violation =
      ruleViolation(change, current) ?? (await deletedOccurrenceViolation(records, userId, change, current));
    if (violation) return violation;
    const accounts = await accountsFor(trx, records, userId, change, current, clock());
    if ('error' in accounts) return accounts.error;
    const totalsRefused = await moveCurrencyTotals(records, userId, change, current);
    if (totalsRefused) return totalsRefused;
    await accounts.make(takeSeq);
    return undefined;
  }

  /**
   * Runs `work` in one database transaction that first takes the person's write lock and, with it,
   * `count` change numbers, handed out in turn by `takeSeq`, and one more each after those (an account
   * made on first use, which no caller counts ahead). A RollBack thrown in `work` undoes it all.
   */
  async function inOneTransaction(
    userId: string,
    count: number,
    work: (trx: Transaction<Schema>, takeSeq: TakeSeq) => Promise<void>,
  ): Promise<{ committed: boolean; refused?: string; lastSeq: number }> {
    let lastSeq = 0;
    try {
      await db.transaction().execute(async (trx) => {
        lastSeq = await recordsRepository(trx).lockWrites(userId, count);
        let next = lastSeq - count + 1;
        await work(trx, async () => {
          if (next <= lastSeq) return next++;
          lastSeq = await recordsRepository(trx).nextSeq(userId);
          next = lastSeq + 1;
          return lastSeq;
        });
      });
      return { committed: true, lastSeq };
    } catch (error) {
      if (error instanceof RollBack) return { committed: false, refused: error.refused, lastSeq };
      throw error;
    }
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
    const outcome = await write(trx, userId, change, current, patch.at, () => records.nextSeq(userId));
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
      const outcome = await inOneTransaction(userId, changes.length, async (trx, takeSeq) => {
        for (const change of changes) {
          const violation = await applyIn(trx, userId, change, takeSeq);
          if (violation) throw new RollBack(violation);
        }
      });
      if (outcome.committed && changes.length > 0) await announce(userId, outcome.lastSeq);
      return outcome.refused;
    },

    /**
     * Adds a record unless one with its id stands: a retried add (the same client id twice) is one
     * record, and answers the stored one.
     */
    async addOnce<K extends RecordKind>(
      userId: string,
      kind: K,
      record: RecordKinds[K],
    ): Promise<AddOutcome<RecordKinds[K]>> {
      let stored: RecordKinds[K] | undefined;
      const sent = { kind, op: 'put', id: record.id, record } as Change;
      const change = withScheduledActivity(sent, undefined, clock());
      const added = (change as Extract<Change, { op: 'put' }>).record as RecordKinds[K];
      const outcome = await inOneTransaction(userId, 1, async (trx, takeSeq) => {
        const records = recordsRepository(trx);
        const seq = await takeSeq();
        // The usual add is of an id never used: written first, without a read, then checked (a
        // refusal rolls it all back), so the person's lock is held one round trip less.
        if (await records.insertNew(userId, kind, added, seq, clock().toISOString())) {
          const violation = await checkRulesMovingTotals(trx, userId, change, undefined, takeSeq);
          if (violation) throw new RollBack(violation);
          return;
        }
        stored = await records.find(userId, kind, record.id);
        // Nothing to write, and the change number taken with the lock is given back.
        if (stored) throw new RollBack();
        // Over a tombstone: the same rules as any put (a deleted scheduled occurrence stays deleted).
        const written = await write(trx, userId, sent, undefined, null, async () => seq);
        if ('error' in written) throw new RollBack(written.error);
      });
      if (stored) return { stored };
      if (outcome.refused !== undefined) return { refused: outcome.refused };
      await announce(userId, outcome.lastSeq);
      return { added };
    },

    announce,

    find<K extends RecordKind>(userId: string, kind: K, id: string): Promise<RecordKinds[K] | undefined> {
      // Ids from a URL path: none holds U+0000 (validate.ts refuses it), and PostgreSQL cannot even look.
      if (id.includes('\u0000')) return Promise.resolve(undefined);
      return recordsRepository(db).find(userId, kind, id);
    },
  };
}

/** Thrown inside a write's transaction to roll it back, with the rule broken where one was. */
class RollBack extends Error {
  constructor(readonly refused?: string) {
    super(refused ?? 'rolled back');
  }
}

/** What `addOnce` did: added the record, found it stored already (a retry), or refused it by a rule. */
export type AddOutcome<R> = { added: R } | { stored: R } | { refused: string };

/** Gives the next change number of the write's transaction. */
type TakeSeq = () => Promise<number>;

/** A patch edits a record that stands; one deleted (or never made) has no fields to change. */
export const deletedRecordText = 'This was deleted on another device, so the edit could not be saved.';

/** A scheduled item's resume time is the server's to settle, whoever writes it (src/domain/schedule.ts). */
function withScheduledActivity(change: Change, current: RecordKinds[RecordKind] | undefined, now: Date): Change {
  if (change.kind !== 'scheduled' || change.op !== 'put') return change;
  return { ...change, record: withActivity(current as RecordKinds['scheduled'] | undefined, change.record, now) };
}

export type RecordsService = ReturnType<typeof recordsService>;
