import type { Change, PatchChange } from '../../src/domain/mutations';
import type { ScheduledRecord } from '../../src/domain/records';
import type { RecordsRepository } from './records.repository';

/**
 * How far a device's clock may be behind the server's: a time this much before the account was
 * created is still taken as made since.
 */
export const deviceClockSlackMs = 24 * 60 * 60 * 1000;

export const scheduledBeforeAccountText =
  "A scheduled transaction can't be dated before your account was created. Check this device's date and time.";

type TimeField = 'created_at' | 'active_since';
const timeFields: readonly TimeField[] = ['created_at', 'active_since'];

/** The times a scheduled put or patch sets, field by field. */
function sentTimes(change: Change | PatchChange): [TimeField, string][] {
  if (change.kind !== 'scheduled' || change.op === 'delete') return [];
  if (change.op === 'patch') {
    return timeFields.flatMap((field) => {
      const to = change.fields[field]?.to;
      return typeof to === 'string' ? [[field, to] as [TimeField, string]] : [];
    });
  }
  const record = change.record as ScheduledRecord;
  return timeFields.flatMap((field) => {
    const time = record[field];
    return time === undefined ? [] : [[field, time] as [TimeField, string]];
  });
}

/**
 * Issue 49, item 2: an item dated years before the account (1,000 pushed with `created_at` in 2000)
 * made one apply catch up 120,000 occurrences. A device's push may not date an item's creation or
 * resume before the account existed, less `deviceClockSlackMs`; a time the stored item already has
 * stays allowed, so an item kept from before this rule can still be edited. A restore is not asked:
 * a backup may be older than the account it is restored into.
 */
export async function scheduledTimeViolation(
  records: RecordsRepository,
  userId: string,
  change: Change | PatchChange,
  accountCreatedAt: () => Promise<string | undefined>,
): Promise<string | undefined> {
  const sent = sentTimes(change);
  if (sent.length === 0) return undefined;
  const created = await accountCreatedAt();
  if (created === undefined) return undefined;
  const earliest = Date.parse(created) - deviceClockSlackMs;
  const early = sent.filter(([, time]) => Date.parse(time) < earliest);
  if (early.length === 0) return undefined;
  const stored = await records.find(userId, 'scheduled', change.id);
  return early.every(([field, time]) => stored?.[field] === time) ? undefined : scheduledBeforeAccountText;
}
