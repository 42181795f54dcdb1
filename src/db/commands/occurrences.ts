import type { IsoDate } from '../../domain/dates';
import type { ScheduledRecord } from '../../domain/records';
import { isOccurrenceId, occurrenceRecord } from '../../domain/schedule';
import type { MoneyKitchenDb } from '../database';
import { CommandRefused } from './CommandRefused';
import { runCommand } from './runCommand';

/** Why an occurrence that was entered or skipped (here or on another device) is left alone. */
export const occurrenceSettledText = 'This occurrence was already entered or skipped.';

/** Whether the occurrence was made (here or pulled) or skipped/deleted anywhere this device has heard of. */
async function isSettled(db: MoneyKitchenDb, id: string): Promise<boolean> {
  const [made, deleted] = await Promise.all([db.transactions.get(id), db.deletedOccurrences.get(id)]);
  return made !== undefined || deleted !== undefined;
}

/**
 * Makes one upcoming occurrence's transaction now, dated `today` (the day the money is booked, as a
 * person paying a bill early expects), under the occurrence's own id: the daily apply of any device
 * then finds it made, and a second device entering it too writes the same record, not another.
 */
export async function enterOccurrenceNow(
  db: MoneyKitchenDb,
  item: ScheduledRecord,
  occurrenceId: string,
  today: IsoDate,
  now: Date,
): Promise<void> {
  if (!isOccurrenceId(occurrenceId)) throw new RangeError(`Not an occurrence id: ${occurrenceId}`);
  if (await isSettled(db, occurrenceId)) throw new CommandRefused(occurrenceSettledText);
  const record = occurrenceRecord(item, { id: occurrenceId, date: today }, now);
  await runCommand(db, [{ kind: 'transaction', op: 'put', id: record.id, record }]);
}

/**
 * Skips one occurrence for good: a delete of its id, which keeps its tombstone here
 * (`deletedOccurrences`) and, once pushed, on the server, so no device's apply ever makes it
 * (docs/sync-protocol.md, step 4). A tombstone is never lifted, so a skip has no undo.
 */
export async function skipOccurrence(db: MoneyKitchenDb, occurrenceId: string): Promise<void> {
  if (!isOccurrenceId(occurrenceId)) throw new RangeError(`Not an occurrence id: ${occurrenceId}`);
  if (await isSettled(db, occurrenceId)) throw new CommandRefused(occurrenceSettledText);
  await runCommand(db, [{ kind: 'transaction', op: 'delete', id: occurrenceId }]);
}
