import type { PulledChange } from '../../src/domain/mutations';
import { fromColumns } from '../records/recordTables';
import type { StoredChange } from '../records/records.repository';

/**
 * A stored change as pull carries it: the whole record, or a tombstone. Pull (protocol step 5) and a
 * first sync's history (step 12) both answer with it, so it sits apart from either service.
 */
export const pulledChange = (change: StoredChange): PulledChange =>
  change.deleted
    ? { kind: change.kind, id: change.id, seq: change.seq, deleted: true }
    : ({
        kind: change.kind,
        id: change.id,
        seq: change.seq,
        deleted: false,
        record: fromColumns(change.kind, change.row),
      } as PulledChange);
