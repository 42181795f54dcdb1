import { todayIn, type IsoDate } from '../../domain/dates';
import type { Change } from '../../domain/mutations';
import type { ScheduledRecord } from '../../domain/records';
import { dueOccurrences, occurrenceRecord, occurrencesToSettleOnPause, withActivity } from '../../domain/schedule';
import type { MoneyKitchenDb } from '../database';
import { settledOccurrenceIds } from '../deletedOccurrences';
import { newRecordId } from '../ids';
import type { CommandChange } from './editChanges';
import { putNewRecord } from './recordWrites';
import { runCommand } from './runCommand';
import { refuseAccountOfOtherCurrency, withoutAbsentFields } from './transactionAccount';
import { refuseUnevenSplit } from './transactions';

/** What a person enters for a scheduled transaction (the add/edit modal); the rest is filled in here. */
export type ScheduledInput = Pick<
  ScheduledRecord,
  | 'scheduled_trans_status'
  | 'day_of_month'
  | 'amount_cents'
  | 'currency'
  | 'category'
  | 'scheduled_trans_details'
  | 'status'
  | 'account_id'
  | 'payee'
  | 'parts'
  | 'rule'
>;

export async function addScheduled(db: MoneyKitchenDb, input: ScheduledInput, now: Date): Promise<ScheduledRecord> {
  const record = withoutAbsentFields({ ...input, id: newRecordId(), created_at: now.toISOString() });
  refuseUnevenSplit(record);
  await refuseAccountOfOtherCurrency(db, input.account_id, input.currency);
  return putNewRecord(db, 'scheduled', record);
}

/**
 * Keeps the creation time, which decides the first month the item fires. Resuming or pausing it here
 * does what the toggle does (`saveScheduled`).
 */
export async function updateScheduled(
  db: MoneyKitchenDb,
  current: ScheduledRecord,
  input: ScheduledInput,
  now: Date = new Date(),
): Promise<ScheduledRecord> {
  const next = withoutAbsentFields({ ...current, ...input });
  refuseUnevenSplit(next);
  await refuseAccountOfOtherCurrency(db, next.account_id, next.currency);
  return saveScheduled(db, current, next, now);
}

/** The transactions it already generated stay: they happened. */
export async function deleteScheduled(db: MoneyKitchenDb, id: string): Promise<void> {
  await runCommand(db, [{ kind: 'scheduled', op: 'delete', id }]);
}

/** Pauses an active item or resumes a paused one. */
export async function toggleScheduled(
  db: MoneyKitchenDb,
  current: ScheduledRecord,
  now: Date = new Date(),
): Promise<ScheduledRecord> {
  return saveScheduled(db, current, { ...current, status: !current.status }, now);
}

/**
 * Stores an edited item (issue 13 item 11, src/domain/schedule.ts): a resume makes it active from
 * `now`, so the paused months stay empty; a pause first writes, in the same command, what fell due
 * while it was active and was not made yet, since those months are not looked at again.
 */
async function saveScheduled(
  db: MoneyKitchenDb,
  current: ScheduledRecord,
  next: ScheduledRecord,
  now: Date,
): Promise<ScheduledRecord> {
  const record = withActivity(current, next, now);
  const settled = current.status && !record.status ? await settledOccurrenceIds(db) : new Set<string>();
  const changes: CommandChange[] = occurrencesToSettleOnPause(current, record, todayIn(now), (id) =>
    settled.has(id),
  ).map((occurrence) => occurrenceChange(current, occurrence, now));
  changes.push({ kind: 'scheduled', op: 'edit', id: record.id, base: current, record });
  await runCommand(db, changes);
  return record;
}

function occurrenceChange(item: ScheduledRecord, occurrence: { id: string; date: IsoDate }, now: Date): Change {
  const record = occurrenceRecord(item, occurrence, now);
  return { kind: 'transaction', op: 'put', id: record.id, record };
}

/**
 * Writes every occurrence of every active item that is due by `today` and not yet present locally,
 * missed months included (however many), in one command. Occurrence ids are deterministic (protocol step 1), so an
 * occurrence another device made and this one pulled is not made again, and if two devices both
 * make it offline they write the same record, not two.
 */
export async function applyDueScheduled(db: MoneyKitchenDb, today: IsoDate, now: Date): Promise<{ applied: number }> {
  const items = (await db.scheduled.toArray()).filter((item) => item.status);
  if (items.length === 0) return { applied: 0 };
  // Made here or pulled, or deleted anywhere this device has heard of: never made (again).
  const present = await settledOccurrenceIds(db);
  const changes: Change[] = [];
  for (const item of items) {
    // dueOccurrences returns a bounded batch; asking again (with the batch now present) gives the rest.
    for (;;) {
      const batch = dueOccurrences(item, today, (id) => present.has(id));
      if (batch.length === 0) break;
      for (const occurrence of batch) {
        present.add(occurrence.id);
        changes.push(occurrenceChange(item, occurrence, now));
      }
    }
  }
  if (changes.length > 0) await runCommand(db, changes);
  return { applied: changes.length };
}
