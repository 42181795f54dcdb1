import type { RecordKind, RecordKinds } from '../../domain/records';
import type { EditChange } from './editChanges';

/** The kinds of record a person puts in their own order (a `sort_order` from 1). */
type OrderedKind = { [K in RecordKind]: RecordKinds[K] extends { sort_order: number } ? K : never }[RecordKind];

/**
 * The edits that give records of one kind the places of `inOrder` (first to last, from 1): only a
 * record whose place changed is edited, and it sends only its new order.
 */
export function sortOrderEdits<K extends OrderedKind>(kind: K, inOrder: readonly RecordKinds[K][]): EditChange[] {
  return inOrder.flatMap((record, index) =>
    record.sort_order === index + 1
      ? []
      : // The kind and its record type go together; TypeScript cannot follow that through K.
        [{ kind, op: 'edit', id: record.id, base: record, record: { ...record, sort_order: index + 1 } } as EditChange],
  );
}
