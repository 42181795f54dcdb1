import type { Kysely, Migration } from 'kysely';
import { createRecordTable } from './recordTable';

/**
 * Category colours (issue 17 section 3, docs/sync-protocol.md "Records"): a record kind like the
 * others (keyed by user and id, with seq, tombstone and edit time), removed with its owner.
 */
export function createCategoryStyles(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createRecordTable(db, 'category_styles', [
        ['trans_status', 'text'],
        ['category', 'text'],
        ['colour', 'text'],
      ]);
    },
  };
}
