import type { Kysely, Migration } from 'kysely';
import { createRecordTable } from './recordTable';

/**
 * Rules (issue 48, item 1; docs/sync-protocol.md "Records"): a record kind like the others (keyed by
 * user and id, with seq, tombstone and edit time), removed with its owner. Conditions and actions
 * are JSON texts, checked by the shared schema on the way in.
 */
export function createRules(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createRecordTable(db, 'rules', [
        ['name', 'text'],
        ['sort_order', 'integer'],
        ['enabled', 'integer'],
        ['conditions', 'text'],
        ['actions', 'text'],
        ['created_at', 'text'],
      ]);
    },
  };
}
