import {
  optionalRecordFields as optionalFields,
  type RecordKind,
  type RecordKinds,
  type TransactionRecord,
} from './records';
import { partsAddUp } from './splits';

/**
 * Field-level merge (docs/sync-protocol.md, step 11): an edit travels as the fields it changed, each
 * with the value it replaced, and is applied field by field on whatever the record holds by then.
 * Both sides use these functions: the server to apply a patch in server order, the device to replay
 * its waiting patches on pulled state (step 6).
 */

/** A field's value on the wire: a record field is text, a number, a boolean or null (absent). */
export type FieldValue = string | number | boolean | null;

/** One changed field: the value the edit saw (`from`) and the value it set (`to`). */
export interface FieldChange {
  from: FieldValue;
  to: FieldValue;
}

export type FieldChanges = Record<string, FieldChange>;

/** A field overwritten by a later change that did not know it: the value lost and the value that won. */
export interface FieldConflict {
  field: string;
  kept: FieldValue;
  won: FieldValue;
}

type AnyRecord = RecordKinds[RecordKind];

/** Reads a field as the wire says it: an absent optional field is null. */
export function fieldValue(record: AnyRecord, field: string): FieldValue {
  return ((record as unknown as Record<string, FieldValue | undefined>)[field] ?? null) as FieldValue;
}

/** The fields `after` changed relative to `before`, each with the value it replaced. The id never changes. */
export function diffFields<R extends AnyRecord>(before: R, after: R): FieldChanges {
  const changes: FieldChanges = {};
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  fields.delete('id');
  for (const field of fields) {
    const from = fieldValue(before, field);
    const to = fieldValue(after, field);
    if (from !== to) changes[field] = { from, to };
  }
  return changes;
}

/** Sets fields on a copy; null removes a field (only an optional field can be absent; the schema checks the rest). */
export function withFields<R extends AnyRecord>(record: R, values: Record<string, FieldValue>): R {
  const next: Record<string, unknown> = { ...record };
  for (const [field, value] of Object.entries(values)) {
    // Nullable fields (scheduled_id, wish_id) hold null; an optional one (active_since) goes.
    if (value === null && optionalFields.has(field)) delete next[field];
    else next[field] = value;
  }
  return next as R;
}

/**
 * Applies a patch to the record as it stands, field by field, in the order patches arrive:
 * - the field still holds the value the edit replaced: it takes the new value;
 * - it already holds the new value (both made the same change): nothing to do;
 * - someone else changed it meanwhile: the later change (this one) wins, and the value it
 *   overwrote is answered as a conflict, so it is never dropped without a trace.
 * A field nobody else changed is never touched, so a stale copy of it cannot come back.
 */
export function mergePatch<R extends AnyRecord>(
  current: R,
  changes: FieldChanges,
): { record: R; conflicts: FieldConflict[] } {
  const conflicts: FieldConflict[] = [];
  const values: Record<string, FieldValue> = {};
  for (const [field, { from, to }] of Object.entries(changes)) {
    const stands = fieldValue(current, field);
    if (stands === to) continue;
    if (stands !== from) conflicts.push({ field, kept: stands, won: to });
    values[field] = to;
  }
  const merged = keepPartsWhole(withFields(current, values));
  if (merged.droppedParts === undefined) return { record: merged.record, conflicts };
  // One conflict per field and change: the parts just dropped are the ones to show, even where the
  // patch's own parts had overwritten others' a moment before.
  const others = conflicts.filter((conflict) => conflict.field !== 'parts');
  return { record: merged.record, conflicts: [...others, { field: 'parts', kept: merged.droppedParts, won: null }] };
}

/**
 * The split rule of a merge (issue 45, item 4): the parts travel as one field, and when a change of
 * the amount and a change of the parts made apart leave parts that no longer add up to the amount,
 * the amount that won stands and the split goes (the record keeps its first part's category); the
 * parts are answered as a conflict, so the person sees them and can split again. No device and no
 * server ever holds parts that do not add up.
 */
function keepPartsWhole<R extends AnyRecord>(record: R): { record: R; droppedParts?: string } {
  const split = record as Partial<TransactionRecord>;
  if (split.parts === undefined || split.amount_cents === undefined || partsAddUp(split as TransactionRecord)) {
    return { record };
  }
  return { record: withFields(record, { parts: null }), droppedParts: split.parts };
}

/**
 * The undo of an edit (issue 46, item 7) on the record as it stands now: each field the edit changed
 * from `before` to `after` goes back, unless it holds another value by now (a later change, from
 * this device or synced in from another): that later change stands. Fields the edit did not change
 * are never touched, and the split rule holds as in a merge.
 */
export function undoEdit<R extends AnyRecord>(before: R, after: R, current: R): R {
  const values: Record<string, FieldValue> = {};
  for (const [field, { from, to }] of Object.entries(diffFields(before, after))) {
    if (fieldValue(current, field) === to) values[field] = from;
  }
  return keepPartsWhole(withFields(current, values)).record;
}

/** Replays waiting edits on a record pulled from the server (protocol step 6): their fields win locally, as they will on the server. */
export function replayPatches<R extends AnyRecord>(pulled: R, waiting: readonly FieldChanges[]): R {
  const values: Record<string, FieldValue> = {};
  for (const changes of waiting) for (const [field, { to }] of Object.entries(changes)) values[field] = to;
  return keepPartsWhole(withFields(pulled, values)).record;
}
