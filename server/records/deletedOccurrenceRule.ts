import type { Change } from '../../src/domain/mutations';
import { deletedOccurrenceText, isOccurrenceId } from '../../src/domain/schedule';
import type { RecordsRepository } from './records.repository';

/**
 * A scheduled occurrence, once deleted, is never made again (docs/sync-protocol.md, step 4): a put
 * over its tombstone is refused, whoever sends it (a device that had not pulled the delete, the REST
 * API, a restore). Only puts with no live record to replace can meet a tombstone.
 */
export async function deletedOccurrenceViolation(
  records: RecordsRepository,
  userId: string,
  change: Change,
  current: unknown,
): Promise<string | undefined> {
  if (change.kind !== 'transaction' || change.op !== 'put' || current !== undefined) return undefined;
  if (!isOccurrenceId(change.id)) return undefined;
  return (await records.isTombstone(userId, 'transaction', change.id)) ? deletedOccurrenceText : undefined;
}

/** A delete of a scheduled occurrence's id: kept as a tombstone even where no record stood (a skip). */
export const skipsOccurrence = (change: Change): boolean =>
  change.kind === 'transaction' && change.op === 'delete' && isOccurrenceId(change.id);
