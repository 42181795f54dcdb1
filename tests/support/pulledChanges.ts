import type { PulledChange } from '../../src/domain/mutations';
import type { TransactionRecord } from '../../src/domain/records';

/**
 * Transaction changes as a pull answers with them, numbered one after another: the `put` of a
 * record, a tombstone (`removed`), and the last number given so far (where a cursor ends).
 */
export function pulledTransactionChanges() {
  let seq = 0;
  return {
    put: (record: TransactionRecord): PulledChange => ({
      kind: 'transaction',
      id: record.id,
      seq: ++seq,
      deleted: false,
      record,
    }),
    removed: (id: string): PulledChange => ({ kind: 'transaction', id, seq: ++seq, deleted: true }),
    lastSeq: () => seq,
  };
}
