import { v7 as uuidv7 } from 'uuid';
import type { Change } from '../../src/domain/mutations';
import type { RecordKind, RecordKinds } from '../../src/domain/records';
import type { RecurrenceRule } from '../../src/domain/recurrenceRule';
import { ruleText } from '../../src/domain/recurrenceSchema';
import { AppError, notFoundError } from '../errors';
import type { RecordsService } from '../records/records.service';

/**
 * A REST add's id and creation time: the client's own id when it sent one, so a retried add stays
 * one record (records.addOnce), else a new one.
 */
export function newRecordStamp(clientId: string | undefined, now: Date): { id: string; created_at: string } {
  return { id: clientId ?? uuidv7(), created_at: now.toISOString() };
}

/** The caller's record of this kind behind a REST path's id; a 404 with the spec's text when none is. */
export async function findOrNotFound<K extends RecordKind>(
  records: RecordsService,
  userId: string,
  kind: K,
  id: string,
  notFoundText: string,
): Promise<RecordKinds[K]> {
  const record = await records.find(userId, kind, id);
  if (!record) throw notFoundError(notFoundText);
  return record;
}

/** Writes a REST call's changes together; a rule they break answers 400 with its text. */
export async function applyOrRefuse(records: RecordsService, userId: string, changes: Change[]): Promise<void> {
  const refused = await records.apply(userId, changes);
  if (refused) throw new AppError(400, 'refused', refused);
}

/**
 * A REST update's optional field beyond the spec (issue 45: the payee, the tags), for transactions and
 * scheduled transactions alike: a caller that sends none (the spec's front end) keeps the stored
 * value; null (the body schema makes '' or [] null) clears it.
 */
export function withSentField<R extends object, F extends keyof R & string>(
  record: R,
  field: F,
  sent: R[F] | null | undefined,
): R {
  if (sent === undefined) return record;
  const { [field]: _stored, ...rest } = record;
  return (sent === null ? rest : { ...rest, [field]: sent }) as R;
}

export const withSentPayee = <R extends { payee?: string }>(record: R, sent: string | null | undefined): R =>
  withSentField(record, 'payee', sent as R['payee'] | null | undefined);

/** A split's parts as an update sends them (issue 45): the parts set, null unsplits, absent keeps them. */
export const withSentParts = <R extends { parts?: string }>(record: R, sent: string | null | undefined): R =>
  withSentField(record, 'parts', sent as R['parts'] | null | undefined);

/** A schedule's rule as an update sends it (issue 47): a rule sets it, null clears it, absent keeps it. */
export const withSentRule = <R extends { rule?: string }>(record: R, sent: RecurrenceRule | null | undefined): R =>
  withSentField(record, 'rule', (sent ? ruleText(sent) : sent) as R['rule'] | null | undefined);

export const withSentTags = <R extends { tags?: string }>(record: R, sent: string | null | undefined): R =>
  withSentField(record, 'tags', sent as R['tags'] | null | undefined);
